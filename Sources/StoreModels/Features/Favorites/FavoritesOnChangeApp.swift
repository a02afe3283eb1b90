import Instrumentation

extension Favorites {
  /// The app as the store library's 1.7.0 shared-state case study builds it: each tab keeps its
  /// own copy of the favorites, and two `onChange(of:)` reducers keep the copies in step.
  ///
  /// When the counter tab changes its favorites, the first `onChange` writes them into the
  /// profile's copy; when the profile tab removes one, the second writes them back into the
  /// counter's. Each `onChange` compares only around its own `Scope`, so a change made by one tab
  /// is written once: the other tab's `Scope` ignores the action, its `onChange` finds its copy
  /// unchanged (`==`), and its write is not run. Each write is logged as
  /// `Favorites.OnChangeApp.replay`, the counterpart of a vanilla view model's replay.
  ///
  /// Compare ``App``, which stores the favorites once and derives both tabs' states from them.
  // NB: `SharedState` in `Examples/CaseStudies/SwiftUICaseStudies/
  // 01-GettingStarted-SharedState.swift` at 1.7.0: its state stores `counter` and `profile`
  // (lines 155–160; its `currentTab` and tab selection, lines 157, 165 and 189–197, are left out:
  // the lab draws both tabs), and its body scopes each tab and syncs its `stats` into the other with
  // `onChange(of: \.counter.stats)` and `onChange(of: \.profile.stats)` (lines 168–187). There
  // the tabs' states are `@ObservableState` (lines 21 and 101); here they are the plain
  // ``Counter/State`` and ``Profile/State`` that ``App`` derives, read with
  // ``Store/withState(_:)``, so a tab's view observes its whole stored field, not the fields it
  // reads. Making them observable would change what `store`, which shares them, counts.
  public struct OnChangeApp: Reducer {
    /// Each tab's own state, stored.
    ///
    /// Observed: `counter` and `profile` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      /// The counter tab's state, with its copy of the favorites.
      fileprivate var _counter: Counter.State
      /// The profile tab's state, with its copy of the favorites.
      fileprivate var _profile: Profile.State
      public var _$observationRegistrar = ObservationStateRegistrar()

      /// Both tabs' states, whose favorites the app keeps equal from here on.
      public init(
        counter: Counter.State = Counter.State(), profile: Profile.State = Profile.State()
      ) {
        self._counter = counter
        self._profile = profile
      }

      /// Both tabs starting in step: the counter at `count`, both copies holding `favorites`.
      public init(count: Int, favorites: [Int] = []) {
        self.init(
          counter: Counter.State(count: count, favorites: favorites),
          profile: Profile.State(favorites: favorites))
      }
    }

    /// Each tab's actions, in the case named after the tab.
    public enum Action: Equatable {
      case counter(Counter.Action)
      case profile(Profile.Action)
    }

    /// Logs each write of one copy into the other as `Favorites.OnChangeApp.replay`, as the
    /// vanilla view models log theirs, then runs it.
    private let replay = Replay(ownerName: TypeName(OnChangeApp.self).text)

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
        .onChange(of: \.counter.favorites) { _, favorites in
          Reduce { state, _ in replay { state.profile.favorites = favorites } }
        }
      Scope(state: \.profile, action: \.profile) { Profile() }
        .onChange(of: \.profile.favorites) { _, favorites in
          Reduce { state, _ in replay { state.counter.favorites = favorites } }
        }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension Favorites.OnChangeApp.State {
  public var counter: Favorites.Counter.State {
    get { self[tracking: \._counter, \.counter] }
    set { self[tracking: \._counter, \.counter] = newValue }
    _modify { yield &self[tracking: \._counter, \.counter] }
  }

  public var profile: Favorites.Profile.State {
    get { self[tracking: \._profile, \.profile] }
    set { self[tracking: \._profile, \.profile] = newValue }
    _modify { yield &self[tracking: \._profile, \.profile] }
  }
}

extension Favorites.OnChangeApp.Action: CasePathable {
  /// The case paths of ``Action``, one per case: `\.counter`, `\.profile`.
  public struct AllCasePaths {
    public var counter: AnyCasePath<Favorites.OnChangeApp.Action, Favorites.Counter.Action> {
      AnyCasePath(embed: Favorites.OnChangeApp.Action.counter) {
        guard case .counter(let action) = $0 else { return nil }
        return action
      }
    }

    public var profile: AnyCasePath<Favorites.OnChangeApp.Action, Favorites.Profile.Action> {
      AnyCasePath(embed: Favorites.OnChangeApp.Action.profile) {
        guard case .profile(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
