extension SettingsChain {
  /// The app showing the settings screen's own setting, with no copy: it subscribes to that one
  /// field of the screen at the bottom of the chain and forwards its changes as its own.
  ///
  /// There is one setting, so nothing is replayed, and a change elsewhere in the settings
  /// screen (its counter) does not reach the app. The price: the app reaches through every
  /// level to the leaf, and each field of the leaf it starts to show needs its own
  /// subscription, or it goes stale.
  ///
  /// The sink captures `[weak self]`: the settings screen's publisher keeps it alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class FieldForwardingAppViewModel: ObservableObject {
    /// The first level below the app.
    public let home: LevelViewModel
    /// NB: the leaf, found once by walking the chain, since it never changes.
    private let settings: SettingsViewModel
    private var cancellables = Set<AnyCancellable>()

    /// An app with `depth` levels between it and the settings screen (at least 1).
    public init(depth: Int) {
      home = LevelViewModel(level: 1, depth: depth)
      settings = home.settings

      // NB: `dropFirst()` skips the current value sent on subscribe.
      settings.$notificationsOn
        .dropFirst()
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)
    }

    /// The setting, as the settings screen holds it.
    public var notificationsOn: Bool {
      settings.notificationsOn
    }

    public func toggleButtonTapped() {
      settings.notificationsOn.toggle()
    }
  }
}
