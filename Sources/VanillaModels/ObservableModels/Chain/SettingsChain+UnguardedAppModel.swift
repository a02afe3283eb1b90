import Observation

extension SettingsChain {
  /// ``AppModel`` without the guard: the app's setting and the settings screen's copy replayed
  /// into each other directly.
  ///
  /// A toggle assigns the screen's copy, whose `didSet` calls back into the app with the value
  /// it already has. The `@Observable` setter skips the notification of that equal value, not
  /// the `didSet`, so the app replays it down again, and the echo never ends. A toggle on the
  /// settings screen starts the same echo from the other end.
  @Observable
  public final class UnguardedAppModel {
    public var notificationsOn = true {
      didSet { replay { settings.notificationsOn = notificationsOn } }
    }
    /// The first level below the app.
    public let home: LevelModel
    /// NB: the leaf, found once by walking the chain, since it never changes.
    @ObservationIgnored private let settings: SettingsModel
    /// NB: the lab's counting wrapper, for the `sync` column: in an app the callback assigns
    /// directly.
    @ObservationIgnored private let replay = Replay(owner: UnguardedAppModel.self)

    /// An app with `depth` levels between it and the settings screen (at least 1).
    public init(depth: Int) {
      home = LevelModel(level: 1, depth: depth)
      settings = home.settings
      settings.onNotificationsChange = { [weak self] isOn in
        self?.replay { self?.notificationsOn = isOn }
      }
    }

    public func toggleButtonTapped() {
      notificationsOn.toggle()
    }
  }
}
