import VanillaModels

/// The `chain` app as views over nested `@Observable` models: each body is invalidated only by
/// what it read; mounted over each stage's app in `ChainObservationStages.swift`.
enum ChainObservationViews {
  /// `observation`, mounted over its stage.
  static let contestant = Contestant(
    name: "observation",
    summary: "nested @Observable models; the setting replayed by hand behind a guard",
    expected: .correct,
    sources: .chain(
      observation: ["AppModel", "LevelModel", "SettingsModel"], views: ["Observation"]),
    mount: { ChainObservationViews.mount(.guarded, $0) })

  /// `observation/unguarded`, mounted over its stage.
  static let unguarded = Contestant(
    name: "observation/unguarded",
    summary: "nested @Observable models; the setting replayed both ways without a guard",
    expected: .loop,
    sources: .chain(
      observation: ["UnguardedAppModel", "LevelModel", "SettingsModel"],
      views: ["Observation"]),
    mount: { ChainObservationViews.mount(.unguarded, $0) })

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
      content.button("Toggle") { model.toggleButtonTapped() }
    }
  }
}
