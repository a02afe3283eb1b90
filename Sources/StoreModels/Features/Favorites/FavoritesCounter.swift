extension Favorites {
  /// The counter tab: a counter whose current number can be saved as a favorite or removed.
  public struct Counter: Reducer {
    /// A plain struct, derived by the app from its own fields (see ``App/State/counter``): a
    /// view reading `counterStore.count` is observed through the app's `count` field.
    public struct State: Equatable {
      public var count: Int
      public var favorites: [Int]

      /// Whether the current number is saved, which decides between *Save* and *Remove*.
      public var isFavorite: Bool {
        favorites.contains(count)
      }

      public init(count: Int = 0, favorites: [Int] = []) {
        self.count = count
        self.favorites = favorites
      }
    }

    /// The counter tab's buttons; *Save* and *Remove* share one place on screen.
    public enum Action: Equatable {
      case incrementButtonTapped
      case decrementButtonTapped
      case saveButtonTapped
      case removeButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
        case .decrementButtonTapped:
          state.count -= 1
        case .saveButtonTapped:
          // NB: Defensive, and unreachable from the screen: *Save* is hidden while the number is
          // a favorite, so no count changes, and the other schools and the reference append
          // unchecked. Kept because a store can be sent what its view hides, and the store's
          // tests pin that a number is saved once ("saving keeps favorites … once each").
          guard !state.isFavorite else { return }
          state.favorites.append(state.count)
        case .removeButtonTapped:
          let count = state.count
          state.favorites.removeAll { $0 == count }
        }
      }
    }
  }
}
