import VanillaModels

/// What the vanilla `chain` views need from an app view model: the setting it shows, its toggle
/// and the first level. The guarded app keeps a copy of the setting in sync with the settings
/// screen's; the field-forwarding app shows the screen's own.
protocol ChainApp: ObservableObject {
  var notificationsOn: Bool { get }
  var home: SettingsChain.LevelViewModel { get }
  func toggleButtonTapped()
}

extension SettingsChain.AppViewModel: @MainActor ChainApp {}
extension SettingsChain.FieldForwardingAppViewModel: @MainActor ChainApp {}

/// Which app view model the vanilla chain views are mounted over: the lab's wiring, apart from
/// the views so it is not counted as either stage's view code.
extension ChainVanillaViews {
  /// How the app gets the settings screen's setting: a guarded replay, or forwarding the field.
  enum Stage {
    case guarded, fieldForwarding
  }

  /// Mounts the app over a fresh app view model of the given stage.
  static func mount(_ stage: Stage, _ parameters: Parameters) -> Renderer {
    switch stage {
    case .guarded:
      Renderer(root: AppView(model: SettingsChain.AppViewModel(depth: parameters["depth"])))
    case .fieldForwarding:
      Renderer(
        root: AppView(model: SettingsChain.FieldForwardingAppViewModel(depth: parameters["depth"])))
    }
  }
}
