import Observation

extension Favorites {
  /// The counter tab over the shared favorites: its own count, and the app's one list.
  @Observable
  public final class SharedCounterModel {
    public var count = 0
    public let favorites: SharedFavoritesModel

    public init(favorites: SharedFavoritesModel) {
      self.favorites = favorites
    }

    public var isFavorite: Bool { favorites.numbers.contains(count) }

    public func incrementButtonTapped() { count += 1 }
    public func decrementButtonTapped() { count -= 1 }
    public func saveButtonTapped() { favorites.numbers.append(count) }
    public func removeButtonTapped() { favorites.numbers.removeAll { $0 == count } }
  }
}
