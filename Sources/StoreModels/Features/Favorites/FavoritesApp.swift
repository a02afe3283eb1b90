extension Favorites {
  /// The app: the counter and profile tabs over one shared state.
  public struct App: Reducer {
    /// The shared fields, stored once, and each tab's state derived from them.
    ///
    /// Observed: `count` and `favorites` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      /// The counter's number, shown by the counter tab and the tab bar.
      fileprivate var _count: Int
      /// The saved numbers, in the order they were saved.
      fileprivate var _favorites: [Int]
      public var _$observationRegistrar = ObservationStateRegistrar()

      /// The counter tab's state, derived from the shared fields and written back to them.
      ///
      /// Because the fields skip equal assignments, writing back after an increment notifies
      /// only `count`, and after a save only `favorites` (at 1.7.0's rules, `StoreRules`, both
      /// notify every time). Reading it reads both fields.
      public var counter: Counter.State {
        get { Counter.State(count: count, favorites: favorites) }
        set {
          count = newValue.count
          favorites = newValue.favorites
        }
      }

      /// The profile tab's state, derived from `favorites` and written back to it.
      public var profile: Profile.State {
        get { Profile.State(favorites: favorites) }
        set { favorites = newValue.favorites }
      }

      public init(count: Int = 0, favorites: [Int] = []) {
        self._count = count
        self._favorites = favorites
      }
    }

    /// Each tab's actions, in the case named after the tab.
    public enum Action: Equatable {
      case counter(Counter.Action)
      case profile(Profile.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.profile, action: \.profile) { Profile() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension Favorites.App.State {
  public var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }

  public var favorites: [Int] {
    get { self[tracking: \._favorites, \.favorites] }
    set { self[tracking: \._favorites, \.favorites] = newValue }
    _modify { yield &self[tracking: \._favorites, \.favorites] }
  }
}

extension Favorites.App.Action: CasePathable {
  /// The case paths of ``Action``, one per case: `\.counter`, `\.profile`.
  public struct AllCasePaths {
    public var counter: AnyCasePath<Favorites.App.Action, Favorites.Counter.Action> {
      AnyCasePath(embed: Favorites.App.Action.counter) {
        guard case .counter(let action) = $0 else { return nil }
        return action
      }
    }

    public var profile: AnyCasePath<Favorites.App.Action, Favorites.Profile.Action> {
      AnyCasePath(embed: Favorites.App.Action.profile) {
        guard case .profile(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
