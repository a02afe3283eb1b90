extension Favorites {
  /// The profile tab over the shared favorites: it has no state of its own, only the actions.
  public final class SharedProfileViewModel: ObservableObject {
    public let favorites: SharedFavorites

    public init(favorites: SharedFavorites) {
      self.favorites = favorites
    }

    public func removeButtonTapped(_ number: Int) {
      favorites.numbers.removeAll { $0 == number }
    }
  }
}
