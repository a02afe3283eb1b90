extension Favorites {
  /// The favorites as one object that both tabs' view models hold: nothing is copied, so
  /// nothing is replayed.
  ///
  /// Injected, not a singleton, so each app (and each test) has its own. Whoever holds it can
  /// change it: the counter tab's view model edits the list the profile tab shows.
  public final class SharedFavorites: ObservableObject {
    @Published public var numbers: [Int] = []

    public init() {}
  }
}
