extension SettingsChain {
  /// The notifications setting as one object that the app and the settings screen both hold:
  /// nothing is copied, so nothing is replayed.
  ///
  /// Injected, not a singleton, so each app (and each test) has its own; every level between
  /// the two passes it on. Whoever holds it can change it.
  public final class NotificationSettings: ObservableObject {
    @Published public var isOn = true

    public init() {}
  }
}
