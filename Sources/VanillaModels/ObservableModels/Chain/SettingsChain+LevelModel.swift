import Observation

extension SettingsChain {
  /// A level between the app and the settings screen as an `@Observable` model: it owns the
  /// next level, or, at the bottom, the settings screen, and has nothing that changes.
  @Observable
  public final class LevelModel {
    /// What a level owns: the next level, or the settings screen at the bottom of the chain.
    public enum Next {
      case level(LevelModel)
      case settings(SettingsModel)
    }

    /// The level's number, 1 for the level just below the app.
    public let level: Int
    public let next: Next

    /// Level `level` of a chain of `depth` levels, with the levels below it.
    public init(level: Int, depth: Int) {
      self.level = level
      next = level < depth ? .level(LevelModel(level: level + 1, depth: depth)) : .settings(.init())
    }

    /// The settings screen at the bottom of the chain.
    ///
    /// - Complexity: O(levels below this one).
    public var settings: SettingsModel {
      var level = self
      while true {
        switch level.next {
        case .level(let next): level = next
        case .settings(let settings): return settings
        }
      }
    }
  }
}
