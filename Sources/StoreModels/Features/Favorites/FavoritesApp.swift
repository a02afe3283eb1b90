extension Favorites {
  /// The app: the counter and profile tabs over one shared state.
  public struct App: Reducer {
    /// The shared fields, stored once, and each tab's state derived from them.
    public struct State: ObservableStruct, Equatable {
      public var _$observationRegistrar = ObservationStateRegistrar()
      private var _count: Int
      private var _favorites: [Int]

      /// The counter's number, shown by the counter tab and the tab bar.
      public var count: Int {
        get { self[tracking: \._count, \.count] }
        set { self[tracking: \._count, \.count] = newValue }
        _modify { yield &self[tracking: \._count, \.count] }
      }

      /// The saved numbers, in the order they were saved.
      public var favorites: [Int] {
        get { self[tracking: \._favorites, \.favorites] }
        set { self[tracking: \._favorites, \.favorites] = newValue }
        _modify { yield &self[tracking: \._favorites, \.favorites] }
      }

      /// The counter tab's state, derived from the shared fields and written back to them.
      ///
      /// Because the fields skip equal assignments, writing back after an increment notifies
      /// only `count`, and after a save only `favorites`. Reading it reads both fields.
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
    public enum Action: Equatable, CasePathable {
      case counter(Counter.Action)
      case profile(Profile.Action)

      /// The case paths of ``Action``, one per case: `\.counter`, `\.profile`.
      public struct AllCasePaths {
        public var counter: AnyCasePath<Action, Counter.Action> {
          AnyCasePath(embed: Action.counter) {
            guard case .counter(let action) = $0 else { return nil }
            return action
          }
        }

        public var profile: AnyCasePath<Action, Profile.Action> {
          AnyCasePath(embed: Action.profile) {
            guard case .profile(let action) = $0 else { return nil }
            return action
          }
        }
      }

      public static let allCasePaths = AllCasePaths()
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.profile, action: \.profile) { Profile() }
    }
  }
}
