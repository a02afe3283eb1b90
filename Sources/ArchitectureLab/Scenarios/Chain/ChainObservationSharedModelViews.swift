import VanillaModels

/// The `chain` app as views over `@Observable` models that share one settings model: each body
/// is invalidated only by what it read.
enum ChainObservationSharedModelViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation/shared-model",
    summary: "one shared @Observable settings model, handed down the levels to the leaf",
    expected: .correct,
    sources: .chain(
      observation: [
        "SharedAppModel", "SharedLevelModel", "SharedSettingsModel",
        "NotificationSettingsModel",
      ], views: ["ObservationSharedModel"]),
    mount: ChainObservationSharedModelViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    Renderer(root: AppView(model: SettingsChain.SharedAppModel(depth: parameters["depth"])))
  }

  struct AppView: LabView {
    let model: SettingsChain.SharedAppModel

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: model.notifications.isOn))
      content.button("Toggle") { model.toggleButtonTapped() }
      content.child(LevelView(model: model.home))
    }
  }

  struct LevelView: LabView {
    let model: SettingsChain.SharedLevelModel

    func body(_ content: inout ViewContent) {
      content.text("Level \(model.level)")
      switch model.next {
      case .level(let next): content.child(LevelView(model: next))
      case .settings(let settings): content.child(SettingsView(model: settings))
      }
    }
  }

  struct SettingsView: LabView {
    let model: SettingsChain.SharedSettingsModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("+") { model.incrementButtonTapped() }
      content.text(ChainReference.text(notificationsOn: model.notifications.isOn))
      content.button("Toggle") { model.toggleButtonTapped() }
    }
  }
}
