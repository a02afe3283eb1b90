import Observation

extension SettingsChain {
  /// The settings screen as an `@Observable` model: a counter, and its own copy of the app's
  /// notifications setting, with its own toggle; the app keeps the two copies in sync (see
  /// ``AppModel``).
  @Observable
  public final class SettingsModel {
    public var count = 0
    public var notificationsOn = true {
      didSet { onNotificationsChange?(notificationsOn) }
    }
    /// Set by the app to replay the setting into its own copy.
    ///
    /// NB: `@ChangeCallback` is the lab's counting wrapper; in an app this is a plain optional
    /// closure.
    @ObservationIgnored @ChangeCallback public var onNotificationsChange: ((Bool) -> Void)? = nil

    public init() {}

    public func incrementButtonTapped() { count += 1 }

    public func toggleButtonTapped() { notificationsOn.toggle() }
  }
}
