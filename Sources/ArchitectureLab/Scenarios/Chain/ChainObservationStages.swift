import VanillaModels

/// What the `@Observable` `chain` views need from an app model: the setting, its toggle and the
/// first level. The guarded app and the unguarded one differ only in how they replay.
protocol ChainObservableApp: AnyObject {
  var notificationsOn: Bool { get }
  var home: SettingsChain.LevelModel { get }
  func toggleButtonTapped()
}

extension SettingsChain.AppModel: @MainActor ChainObservableApp {}
extension SettingsChain.UnguardedAppModel: @MainActor ChainObservableApp {}

/// Which app model the `@Observable` chain views are mounted over: the lab's wiring, apart from
/// the views so it is not counted as either stage's view code.
extension ChainObservationViews {
  /// The guarded app model, or the one without a guard.
  enum Stage {
    case guarded, unguarded
  }

  /// Mounts the app over a fresh app model of the given stage.
  static func mount(_ stage: Stage, _ parameters: Parameters) -> Renderer {
    switch stage {
    case .guarded:
      Renderer(root: AppView(model: SettingsChain.AppModel(depth: parameters["depth"])))
    case .unguarded:
      Renderer(root: AppView(model: SettingsChain.UnguardedAppModel(depth: parameters["depth"])))
    }
  }
}
