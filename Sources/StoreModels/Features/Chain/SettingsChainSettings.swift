extension SettingsChain {
  /// The settings screen at the bottom of the chain: a counter, and the app's notifications
  /// setting, shown and toggled here too.
  public struct Settings: Reducer {
    /// A plain struct, derived by the last level from the fields passed down (see
    /// ``Level/State/settings``): a view reading `settingsStore.count` is observed through the
    /// app's `count` field.
    public struct State: Equatable {
      public var count: Int
      public var notificationsOn: Bool

      public init(count: Int = 0, notificationsOn: Bool = true) {
        self.count = count
        self.notificationsOn = notificationsOn
      }
    }

    /// The settings screen's buttons.
    public enum Action: Equatable {
      case incrementButtonTapped
      case toggleButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
        case .toggleButtonTapped:
          state.notificationsOn.toggle()
        }
      }
    }
  }
}
