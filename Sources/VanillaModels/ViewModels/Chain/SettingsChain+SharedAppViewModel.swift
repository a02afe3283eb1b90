extension SettingsChain {
  /// The app over a shared ``NotificationSettings``: it creates the object, hands it down the
  /// chain to the settings screen, and toggles it. No copy, no sync, no forwarding: each view
  /// observes the objects it reads, the shared one included.
  public final class SharedAppViewModel: ObservableObject {
    public let notifications = NotificationSettings()
    /// The first level below the app.
    public let home: SharedLevelViewModel

    /// An app with `depth` levels between it and the settings screen (at least 1).
    public init(depth: Int) {
      home = SharedLevelViewModel(level: 1, depth: depth, notifications: notifications)
    }

    public func toggleButtonTapped() {
      notifications.isOn.toggle()
    }
  }
}
