import VanillaModels

/// The `chain` app as views over nested `@Observable` models: each body is invalidated only by
/// what it read; mounted over each stage's app in `ChainObservationStages.swift`.
enum ChainObservationViews {
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
