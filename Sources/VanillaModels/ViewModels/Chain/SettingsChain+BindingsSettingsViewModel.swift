extension SettingsChain {
  /// The settings screen of ``BindingsAppViewModel``'s chain: its own counter only; the setting
  /// it shows and toggles is the app's, handed to its view as a binding (the view's toggle
  /// writes the binding).
  public final class BindingsSettingsViewModel: ObservableObject {
    @Published public var count = 0

    public init() {}

    public func incrementButtonTapped() {
      count += 1
    }
  }
}
