import Observation

extension SettingsChain {
  /// The notifications setting as one `@Observable` model that the app and the settings screen
  /// both hold: nothing is copied, so nothing is replayed, and a view that reads `isOn` is told
  /// when it changes, wherever it changed.
  @Observable
  public final class NotificationSettingsModel {
    public var isOn = true

    public init() {}
  }
}
