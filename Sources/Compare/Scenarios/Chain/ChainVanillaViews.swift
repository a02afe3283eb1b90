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

/// The `chain` app as vanilla SwiftUI views, each observing its own view model.
enum ChainVanillaViews {
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
    }
  }
}
