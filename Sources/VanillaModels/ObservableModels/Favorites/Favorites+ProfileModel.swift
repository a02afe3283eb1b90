import Observation

extension Favorites {
  /// The profile tab as an `@Observable` model, holding its own copy of the favorites.
  @Observable
  public final class ProfileModel {
    public var favorites: [Int] = [] {
      didSet { onFavoritesChange?(favorites) }
    }
    /// Set by the parent to replay favorites into the sibling.
    ///
    /// NB: `@ChangeCallback` is the lab's counting wrapper; in an app this is a plain optional
    /// closure.
    @ObservationIgnored @ChangeCallback public var onFavoritesChange: (([Int]) -> Void)? = nil

    public init() {}

    public func removeButtonTapped(_ number: Int) { favorites.removeAll { $0 == number } }
  }
}
