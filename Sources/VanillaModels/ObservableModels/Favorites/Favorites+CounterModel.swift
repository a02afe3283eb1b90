import Observation

extension Favorites {
  /// The counter tab as an `@Observable` model, holding its own copy of the favorites.
  @Observable
  public final class CounterModel {
    public var count = 0
    /// NB: `didSet` runs even when an equal value is assigned (the macro only skips the
    /// notification), so the parent's replay must be guarded or it echoes forever.
    public var favorites: [Int] = [] {
      didSet { onFavoritesChange?(favorites) }
    }
    /// Set by the parent to replay favorites into the sibling.
    ///
    /// NB: `@ChangeCallback` is the lab's counting wrapper; in an app this is a plain optional
    /// closure.
    @ObservationIgnored @ChangeCallback public var onFavoritesChange: (([Int]) -> Void)? = nil

    public var isFavorite: Bool { favorites.contains(count) }

    public init() {}

    public func incrementButtonTapped() { count += 1 }
    public func decrementButtonTapped() { count -= 1 }
    public func saveButtonTapped() { favorites.append(count) }
    public func removeButtonTapped() { favorites.removeAll { $0 == count } }
  }
}
