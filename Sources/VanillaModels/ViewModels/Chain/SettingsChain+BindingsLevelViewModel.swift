extension SettingsChain {
  /// A level of ``BindingsAppViewModel``'s chain: it owns the next level, or, at the bottom, the
  /// settings screen, and shows only its own number.
  public final class BindingsLevelViewModel: ObservableObject {
    /// What a level owns: the next level, or the settings screen at the bottom of the chain.
    public enum Next {
      case level(BindingsLevelViewModel)
      case settings(BindingsSettingsViewModel)
    }

    /// The level's number, 1 for the level just below the app.
    public let level: Int
    public let next: Next

    /// Level `level` of a chain of `depth` levels, with the levels below it.
    public init(level: Int, depth: Int) {
      self.level = level
      next =
        level < depth
        ? .level(BindingsLevelViewModel(level: level + 1, depth: depth)) : .settings(.init())
    }
  }
}
