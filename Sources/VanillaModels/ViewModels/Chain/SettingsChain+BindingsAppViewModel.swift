extension SettingsChain {
  /// The app storing the setting once: its view hands the settings screen a binding to it
  /// (`$model.notificationsOn`), passed down through every level's view.
  ///
  /// Nothing is replayed. But a binding is a value: when the setting changes, every level's
  /// view is handed a changed binding and runs its body, though none of them shows the setting.
  public final class BindingsAppViewModel: ObservableObject {
    @Published public var notificationsOn = true
    /// The first level below the app.
    public let home: BindingsLevelViewModel

    /// An app with `depth` levels between it and the settings screen (at least 1).
    public init(depth: Int) {
      home = BindingsLevelViewModel(level: 1, depth: depth)
    }

    public func toggleButtonTapped() {
      notificationsOn.toggle()
    }
  }
}
