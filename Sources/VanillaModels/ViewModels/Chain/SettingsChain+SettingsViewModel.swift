extension SettingsChain {
  /// The settings screen at the bottom of the chain: a counter, and its own copy of the app's
  /// notifications setting, with its own toggle; the app keeps the two copies in sync (see
  /// ``AppViewModel``).
  public final class SettingsViewModel: ObservableObject {
    @Published public var count = 0
    @Published public var notificationsOn = true

    public init() {}

    public func incrementButtonTapped() {
      count += 1
    }

    public func toggleButtonTapped() {
      notificationsOn.toggle()
    }
  }
}
