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

/// The `chain` app as views over nested `@Observable` models: each body is invalidated only by
/// what it read.
enum ChainObservationViews {
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

  struct AppView<App: ChainObservableApp>: LabView {
    static var viewName: String { "AppView" }
    let model: App

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: model.notificationsOn))
      content.button("Toggle") { model.toggleButtonTapped() }
      content.child(LevelView(model: model.home))
    }
  }

  struct LevelView: LabView {
    let model: SettingsChain.LevelModel

    func body(_ content: inout ViewContent) {
      content.text("Level \(model.level)")
      switch model.next {
      case .level(let next): content.child(LevelView(model: next))
      case .settings(let settings): content.child(SettingsView(model: settings))
      }
    }
  }

  struct SettingsView: LabView {
    let model: SettingsChain.SettingsModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("+") { model.incrementButtonTapped() }
      content.text(ChainReference.text(notificationsOn: model.notificationsOn))
    }
  }
}
