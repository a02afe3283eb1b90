extension SettingsChain {
  /// A level of ``SharedAppViewModel``'s chain: it owns the next level, or, at the bottom, the
  /// settings screen, and passes the shared settings on without using them.
  public final class SharedLevelViewModel: ObservableObject {
    /// What a level owns: the next level, or the settings screen at the bottom of the chain.
    public enum Next {
      case level(SharedLevelViewModel)
      case settings(SharedSettingsViewModel)
    }

    /// The level's number, 1 for the level just below the app.
    public let level: Int
    public let next: Next

    /// Level `level` of a chain of `depth` levels, with the levels below it.
    public init(level: Int, depth: Int, notifications: NotificationSettings) {
      self.level = level
      next =
        level < depth
        ? .level(SharedLevelViewModel(level: level + 1, depth: depth, notifications: notifications))
        : .settings(SharedSettingsViewModel(notifications: notifications))
    }
  }
}
