import Observation

extension SettingsChain {
  /// A level of ``SharedAppModel``'s chain: it owns the next level, or, at the bottom, the
  /// settings screen, and passes the shared settings on without using them.
  @Observable
  public final class SharedLevelModel {
    /// What a level owns: the next level, or the settings screen at the bottom of the chain.
    public enum Next {
      case level(SharedLevelModel)
      case settings(SharedSettingsModel)
    }

    /// The level's number, 1 for the level just below the app.
    public let level: Int
    public let next: Next

    /// Level `level` of a chain of `depth` levels, with the levels below it.
    public init(level: Int, depth: Int, notifications: NotificationSettingsModel) {
      self.level = level
      next =
        level < depth
        ? .level(SharedLevelModel(level: level + 1, depth: depth, notifications: notifications))
        : .settings(SharedSettingsModel(notifications: notifications))
    }
  }
}
