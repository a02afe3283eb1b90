import Observation

extension SettingsChain {
  /// The app over a shared ``NotificationSettingsModel``: it creates the model, hands it down
  /// the chain to the settings screen, and toggles it. No forwarding, no sync.
  @Observable
  public final class SharedAppModel {
    public let notifications = NotificationSettingsModel()
    /// The first level below the app.
    public let home: SharedLevelModel

    /// An app with `depth` levels between it and the settings screen (at least 1).
    public init(depth: Int) {
      home = SharedLevelModel(level: 1, depth: depth, notifications: notifications)
    }

    public func toggleButtonTapped() {
      notifications.isOn.toggle()
    }
  }
}
