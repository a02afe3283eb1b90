import VanillaModels

/// The `chain` app as vanilla SwiftUI views, each observing its own view model; mounted over
/// each stage's app in `ChainVanillaStages.swift`.
enum ChainVanillaViews {
  /// `vanilla`, mounted over its stage.
  static let contestant = Contestant(
    name: "vanilla",
    summary: "nested view models; the setting replayed by hand between the app and the leaf",
    expected: .correct,
    sources: .chain(vanilla: ["AppViewModel"] + ChainScenario.vanillaLevels, views: ["Vanilla"]),
    mount: { ChainVanillaViews.mount(.guarded, $0) })

  /// `vanilla/field-forwarding`, mounted over its stage.
  static let fieldForwarding = Contestant(
    name: "vanilla/field-forwarding",
    summary: "no copy: the app shows the leaf's setting and forwards that one field",
    expected: .correct,
    sources: .chain(
      vanilla: ["FieldForwardingAppViewModel"] + ChainScenario.vanillaLevels, views: ["Vanilla"]),
    mount: { ChainVanillaViews.mount(.fieldForwarding, $0) })

  struct AppView<App: ChainApp>: LabView {
    static var viewName: String { "AppView" }
    @ObservedObject var model: App

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: model.notificationsOn))
      content.button("Toggle") { model.toggleButtonTapped() }
      content.child(LevelView(model: model.home))
    }
  }

  /// A level observes its view model, which never publishes: it renders once.
  struct LevelView: LabView {
    @ObservedObject var model: SettingsChain.LevelViewModel

    func body(_ content: inout ViewContent) {
      content.text("Level \(model.level)")
      switch model.next {
      case .level(let next): content.child(LevelView(model: next))
      case .settings(let settings): content.child(SettingsView(model: settings))
      }
    }
  }

  struct SettingsView: LabView {
    @ObservedObject var model: SettingsChain.SettingsViewModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("+") { model.incrementButtonTapped() }
      content.text(ChainReference.text(notificationsOn: model.notificationsOn))
      content.button("Toggle") { model.toggleButtonTapped() }
    }
  }
}
