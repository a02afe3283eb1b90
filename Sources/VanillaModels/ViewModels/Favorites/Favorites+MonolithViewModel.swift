extension Favorites {
  /// The app as one view model for both tabs: no forwarding and no sync, since the favorites
  /// exist once, but every view that observes it re-renders on any change.
  public final class MonolithViewModel: ObservableObject {
    @Published public var count = 0
    @Published public var favorites: [Int] = []

    public init() {}

    /// Whether the counter tab shows *Remove* rather than *Save*.
    public var isFavorite: Bool {
      favorites.contains(count)
    }

    public func incrementButtonTapped() {
      count += 1
    }

    public func decrementButtonTapped() {
      count -= 1
    }

    public func saveButtonTapped() {
      favorites.append(count)
    }

    /// The counter tab's *Remove* button: removes the current count.
    public func removeButtonTapped() {
      favorites.removeAll { $0 == count }
    }

    /// The profile tab's remove button beside `number`.
    public func removeFavoriteButtonTapped(_ number: Int) {
      favorites.removeAll { $0 == number }
    }
  }
}
