import Observation

extension Favorites {
  /// The favorites as one `@Observable` model that both tabs hold: nothing is copied, so nothing
  /// is replayed, and a view that reads `numbers` is told when it changes, wherever it changed.
  @Observable
  public final class SharedFavoritesModel {
    public var numbers: [Int] = []

    public init() {}
  }
}
