extension Favorites {
  /// The profile tab: the favorites in the order saved, each with a remove button.
  public struct Profile: Reducer {
    /// A plain struct, derived by the app from its `favorites` field (see
    /// ``App/State/profile``).
    public struct State: Equatable {
      public var favorites: [Int]

      public init(favorites: [Int] = []) {
        self.favorites = favorites
      }
    }

    /// The profile tab's buttons.
    public enum Action: Equatable {
      /// The remove button beside a favorite number.
      case removeButtonTapped(Int)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .removeButtonTapped(let number):
          state.favorites.removeAll { $0 == number }
        }
      }
    }
  }
}
