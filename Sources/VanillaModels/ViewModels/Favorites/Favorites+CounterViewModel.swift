extension Favorites {
  /// The counter tab: a count, and a button that saves it as a favorite or removes it.
  public final class CounterViewModel: ObservableObject {
    @Published public var count = 0
    @Published public var favorites: [Int] = []

    public init() {}

    /// Whether the tab shows *Remove* rather than *Save*.
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

    public func removeButtonTapped() {
      favorites.removeAll { $0 == count }
    }
  }
}
