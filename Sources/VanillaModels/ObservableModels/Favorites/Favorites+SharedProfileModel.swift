import Observation

extension Favorites {
  /// The profile tab over the shared favorites: no state of its own, only the actions.
  @Observable
  public final class SharedProfileModel {
    public let favorites: SharedFavoritesModel

    public init(favorites: SharedFavoritesModel) {
      self.favorites = favorites
    }

    public func removeButtonTapped(_ number: Int) { favorites.numbers.removeAll { $0 == number } }
  }
}
