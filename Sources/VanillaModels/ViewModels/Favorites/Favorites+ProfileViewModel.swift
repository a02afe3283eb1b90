extension Favorites {
  /// The profile tab: the favorites in the order saved, each with a remove button.
  public final class ProfileViewModel: ObservableObject {
    @Published public var favorites: [Int] = []

    public init() {}

    public func removeButtonTapped(_ number: Int) {
      favorites.removeAll { $0 == number }
    }
  }
}
