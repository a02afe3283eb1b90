extension SettingsChain {
  /// The app: the notifications setting it shows, and the chain of levels down to the settings
  /// screen, which keeps its own copy of the setting.
  ///
  /// Both copies start on and are kept in sync by hand, as in ``Favorites/AppViewModel``: each
  /// copy's `$notificationsOn` is replayed into the other (`dropFirst()` skips the current value
  /// sent on subscribe), and a ``SyncGuard`` stops the echo. Nothing is forwarded: no level's view
  /// shows anything from the levels below it, so a change to the settings screen's count
  /// re-renders that screen alone.
  ///
  /// NB: the settings screen has a toggle of its own, so both ways carry real changes: the way
  /// down replays the app's toggles into the screen's copy, the way up the screen's toggles into
  /// the app's, and on each the guard stops the echo back. Each toggle, from either end, is one
  /// replay and one skip in the `sync` column.
  ///
  /// Every sink captures `[weak self]`: the settings screen's publisher keeps its sink alive, so
  /// a strong `self` would be a retain cycle through `cancellables`.
  public final class AppViewModel: ObservableObject {
    @Published public var notificationsOn = true
    /// The first level below the app.
    public let home: LevelViewModel

    /// NB: the leaf, found once by walking the chain, since it never changes.
    private let settings: SettingsViewModel
    private let syncGuard = SyncGuard(owner: AppViewModel.self)
    private var cancellables = Set<AnyCancellable>()

    /// An app with `depth` levels between it and the settings screen (at least 1).
    public init(depth: Int) {
      home = LevelViewModel(level: 1, depth: depth)
      settings = home.settings

      $notificationsOn
        .dropFirst()
        .sink { [weak self] isOn in
          self?.syncGuard.replay { self?.settings.notificationsOn = isOn }
        }
        .store(in: &cancellables)
      settings.$notificationsOn
        .dropFirst()
        .sink { [weak self] isOn in
          self?.syncGuard.replay { self?.notificationsOn = isOn }
        }
        .store(in: &cancellables)
    }

    public func toggleButtonTapped() {
      notificationsOn.toggle()
    }
  }
}
