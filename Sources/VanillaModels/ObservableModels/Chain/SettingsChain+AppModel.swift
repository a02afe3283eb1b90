import Observation

extension SettingsChain {
  /// The app as nested `@Observable` models: no forwarding is needed (views track the models
  /// they read), but the settings screen's copy of the notifications setting is still replayed
  /// both ways by hand, behind a re-entrancy guard. As in ``AppViewModel``, the way up carries
  /// the settings screen's own toggles to the app, and the guard stops each toggle's echo.
  @Observable
  public final class AppModel {
    /// NB: `didSet` runs even when an equal value is assigned (the macro only skips the
    /// notification), so the replay must be guarded or it echoes forever.
    public var notificationsOn = true {
      didSet { syncGuard.replay { settings.notificationsOn = notificationsOn } }
    }
    /// The first level below the app.
    public let home: LevelModel
    /// NB: the leaf, found once by walking the chain, since it never changes.
    @ObservationIgnored private let settings: SettingsModel
    @ObservationIgnored private let syncGuard = SyncGuard(owner: AppModel.self)

    /// An app with `depth` levels between it and the settings screen (at least 1).
    public init(depth: Int) {
      home = LevelModel(level: 1, depth: depth)
      settings = home.settings
      settings.onNotificationsChange = { [weak self] isOn in
        self?.syncGuard.replay { self?.notificationsOn = isOn }
      }
    }

    public func toggleButtonTapped() {
      notificationsOn.toggle()
    }
  }
}
