import Observation

extension SettingsChain {
  /// The settings screen over the shared ``NotificationSettingsModel``: its own counter, and the
  /// app's one setting, which it toggles too.
  @Observable
  public final class SharedSettingsModel {
    public var count = 0
    public let notifications: NotificationSettingsModel

    public init(notifications: NotificationSettingsModel) {
      self.notifications = notifications
    }

    public func incrementButtonTapped() { count += 1 }

    public func toggleButtonTapped() { notifications.isOn.toggle() }
  }
}
