extension SettingsChain {
  /// A level between the app and the settings screen; the next level or the settings screen is
  /// scoped from it, which one is decided by the view from the app's depth.
  public struct Level: Reducer {
    /// A level has no state of its own: only what the levels below it need, derived from its
    /// parent's state and written back to it.
    ///
    /// A plain struct, so a view reading through a level's store is observed through the app's
    /// fields that the derivation reads: a level's view that read its state would re-render
    /// whenever the settings screen changes. The levels' views read nothing from their stores.
    public struct State: Equatable {
      public var count: Int
      public var notificationsOn: Bool

      /// The next level's state: the same fields, passed down.
      public var next: State {
        get { self }
        set { self = newValue }
      }

      /// The settings screen's state, derived from the fields passed down.
      public var settings: Settings.State {
        get { Settings.State(count: count, notificationsOn: notificationsOn) }
        set {
          count = newValue.count
          notificationsOn = newValue.notificationsOn
        }
      }

      public init(count: Int = 0, notificationsOn: Bool = true) {
        self.count = count
        self.notificationsOn = notificationsOn
      }
    }

    /// The next level's actions, or the settings screen's.
    public indirect enum Action: Equatable {
      case next(Action)
      case settings(Settings.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \.next, action: \.next) { Level() }
      Scope(state: \.settings, action: \.settings) { Settings() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension SettingsChain.Level.Action: CasePathable {
  /// The case paths of ``Action``: `\.next`, `\.settings`.
  public struct AllCasePaths {
    public var next: AnyCasePath<SettingsChain.Level.Action, SettingsChain.Level.Action> {
      AnyCasePath(embed: SettingsChain.Level.Action.next) {
        guard case .next(let action) = $0 else { return nil }
        return action
      }
    }

    public var settings: AnyCasePath<SettingsChain.Level.Action, SettingsChain.Settings.Action> {
      AnyCasePath(embed: SettingsChain.Level.Action.settings) {
        guard case .settings(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
