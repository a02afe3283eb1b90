extension SettingsChain {
  /// The app: the notifications setting it shows and toggles, and the chain below it.
  public struct App: Reducer {
    /// The shared fields, stored once, and the first level's state derived from them.
    ///
    /// Observed: `notificationsOn` and `count` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      /// The setting the app and the settings screen both show.
      fileprivate var _notificationsOn: Bool
      /// The settings screen's count, stored here so the chain can derive it.
      fileprivate var _count: Int
      /// The number of levels between the app and the settings screen.
      public let depth: Int
      public var _$observationRegistrar = ObservationStateRegistrar()

      /// The first level's state, derived from the shared fields and written back to them.
      ///
      /// Reading it reads both fields, so whoever reads through it observes both. Because the
      /// fields skip equal assignments, writing back after an increment notifies only `count`
      /// (at 1.7.0's rules, `StoreRules`, `notificationsOn` notifies too).
      public var home: Level.State {
        get { Level.State(count: count, notificationsOn: notificationsOn) }
        set {
          count = newValue.count
          notificationsOn = newValue.notificationsOn
        }
      }

      /// An app with `depth` levels (at least 1) above a settings screen at `count`.
      public init(depth: Int, notificationsOn: Bool = true, count: Int = 0) {
        self.depth = depth
        self._notificationsOn = notificationsOn
        self._count = count
      }
    }

    /// The app's toggle, and the first level's actions in `home`.
    public enum Action: Equatable {
      case toggleButtonTapped
      case home(Level.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .toggleButtonTapped:
          state.notificationsOn.toggle()
        case .home:
          break
        }
      }
      Scope(state: \.home, action: \.home) { Level() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension SettingsChain.App.State {
  public var notificationsOn: Bool {
    get { self[tracking: \._notificationsOn, \.notificationsOn] }
    set { self[tracking: \._notificationsOn, \.notificationsOn] = newValue }
    _modify { yield &self[tracking: \._notificationsOn, \.notificationsOn] }
  }

  public var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }
}

extension SettingsChain.App.Action: CasePathable {
  /// The case paths of ``Action``: `\.home`.
  public struct AllCasePaths {
    public var home: AnyCasePath<SettingsChain.App.Action, SettingsChain.Level.Action> {
      AnyCasePath(embed: SettingsChain.App.Action.home) {
        guard case .home(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
