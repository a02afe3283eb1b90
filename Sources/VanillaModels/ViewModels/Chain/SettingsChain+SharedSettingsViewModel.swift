extension SettingsChain {
  /// The settings screen over the shared ``NotificationSettings``: its own counter, and the
  /// app's one setting, which it toggles too.
  public final class SharedSettingsViewModel: ObservableObject {
    @Published public var count = 0
    public let notifications: NotificationSettings

    public init(notifications: NotificationSettings) {
      self.notifications = notifications
    }

    public func incrementButtonTapped() {
      count += 1
    }

    public func toggleButtonTapped() {
      notifications.isOn.toggle()
    }
  }
}
