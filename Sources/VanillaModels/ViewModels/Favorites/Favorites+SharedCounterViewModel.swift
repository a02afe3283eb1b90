extension Favorites {
  /// The counter tab over the shared favorites: its own count, and the app's one list.
  public final class SharedCounterViewModel: ObservableObject {
    @Published public var count = 0
    public let favorites: SharedFavorites

    public init(favorites: SharedFavorites) {
      self.favorites = favorites
    }

    /// Whether the tab shows *Remove* rather than *Save*.
    public var isFavorite: Bool {
      favorites.numbers.contains(count)
    }

    public func incrementButtonTapped() {
      count += 1
    }

    public func decrementButtonTapped() {
      count -= 1
    }

    public func saveButtonTapped() {
      favorites.numbers.append(count)
    }

    public func removeButtonTapped() {
      favorites.numbers.removeAll { $0 == count }
    }
  }
}
