import VanillaModels

/// The `chain` app as vanilla SwiftUI views: the app hands the settings screen a binding to its
/// setting, and every level's view passes it on.
enum ChainBindingsViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla/bindings",
    summary: "the setting stored in the app, its binding passed down every level's view",
    expected: .correct,
    sources: .chain(
      vanilla: ["BindingsAppViewModel", "BindingsLevelViewModel", "BindingsSettingsViewModel"],
      views: ["Bindings"]),
    mount: ChainBindingsViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    Renderer(root: AppView(model: SettingsChain.BindingsAppViewModel(depth: parameters["depth"])))
  }

  struct AppView: LabView {
    @ObservedObject var model: SettingsChain.BindingsAppViewModel

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: model.notificationsOn))
      content.button("Toggle") { model.toggleButtonTapped() }
      content.child(
        LevelView(model: model.home, notificationsOn: Binding(model, \.notificationsOn)))
    }
  }

  /// A level shows only its number, but holds the binding to pass it on: a toggled setting is a
  /// changed input, so every level runs its body.
  struct LevelView: LabView {
    @ObservedObject var model: SettingsChain.BindingsLevelViewModel
    @Binding var notificationsOn: Bool

    func body(_ content: inout ViewContent) {
      content.text("Level \(model.level)")
      switch model.next {
      case .level(let next):
        content.child(LevelView(model: next, notificationsOn: $notificationsOn))
      case .settings(let settings):
        content.child(SettingsView(model: settings, notificationsOn: $notificationsOn))
      }
    }
  }

  struct SettingsView: LabView {
    @ObservedObject var model: SettingsChain.BindingsSettingsViewModel
    @Binding var notificationsOn: Bool

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("+") { model.incrementButtonTapped() }
      content.text(ChainReference.text(notificationsOn: notificationsOn))
      content.button("Toggle") { notificationsOn.toggle() }
    }
  }
}
