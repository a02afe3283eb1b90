import VanillaModels

/// The `chain` app as vanilla SwiftUI views over one shared settings object: the app's view and
/// the settings screen observe it, the levels in between do not.
enum ChainSharedModelViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla/shared-model",
    summary: "one shared settings object, handed down the levels to the leaf",
    expected: .correct,
    sources: .chain(
      vanilla: [
        "SharedAppViewModel", "SharedLevelViewModel", "SharedSettingsViewModel",
        "NotificationSettings",
      ], views: ["SharedModel"]),
    mount: ChainSharedModelViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    let model = SettingsChain.SharedAppViewModel(depth: parameters["depth"])
    return Renderer(root: AppView(model: model, notifications: model.notifications))
  }

  struct AppView: LabView {
    let model: SettingsChain.SharedAppViewModel
    @ObservedObject var notifications: SettingsChain.NotificationSettings

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: notifications.isOn))
      content.button("Toggle") { model.toggleButtonTapped() }
      content.child(LevelView(model: model.home))
    }
  }

  /// A level observes its view model, which never publishes: it renders once.
  struct LevelView: LabView {
    @ObservedObject var model: SettingsChain.SharedLevelViewModel

    func body(_ content: inout ViewContent) {
      content.text("Level \(model.level)")
      switch model.next {
      case .level(let next): content.child(LevelView(model: next))
      case .settings(let settings):
        content.child(SettingsView(model: settings, notifications: settings.notifications))
      }
    }
  }

  struct SettingsView: LabView {
    @ObservedObject var model: SettingsChain.SharedSettingsViewModel
    @ObservedObject var notifications: SettingsChain.NotificationSettings

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("+") { model.incrementButtonTapped() }
      content.text(ChainReference.text(notificationsOn: notifications.isOn))
      content.button("Toggle") { model.toggleButtonTapped() }
    }
  }
}
