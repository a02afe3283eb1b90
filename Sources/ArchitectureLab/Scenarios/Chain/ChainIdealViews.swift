/// The `ideal/views` chain: the leaf's count shown through the lab's view layer at the bottom of
/// `depth` levels, and an increment that invalidates the leaf only: the render pass still walks
/// the levels down to it, which is what the view layer costs on `chain`'s bench axis.
enum ChainIdealViews {
  /// The app mounted with `depth` levels, rendered, and its increment at the leaf.
  static func steps(depth: Int) -> IdealSteps {
    let settings = Settings()
    let renderer = Renderer(root: AppView(depth: depth, settings: settings))
    renderer.countsBodyRuns = false
    renderer.renderPass()
    return IdealSteps(
      step: {
        settings.increment()
        renderer.renderPass()
      }, restore: {})
  }

  /// The settings screen's state, and what tells its view to run again.
  final class Settings: ViewInvalidating {
    private(set) var count = 0
    let notificationsOn = true
    private let signal = IdealSignal()

    func increment() {
      count += 1
      signal.invalidate()
    }

    func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject {
      signal.subscribe(invalidate)
    }
  }

  struct AppView: LabView {
    let depth: Int
    let settings: Settings

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: settings.notificationsOn))
      content.button("Toggle") {}
      content.child(LevelView(level: 1, depth: depth, settings: settings))
    }
  }

  struct LevelView: LabView {
    let level: Int
    let depth: Int
    let settings: Settings

    func body(_ content: inout ViewContent) {
      content.text("Level \(level)")
      if level < depth {
        content.child(LevelView(level: level + 1, depth: depth, settings: settings))
      } else {
        content.child(SettingsView(settings: settings))
      }
    }
  }

  struct SettingsView: LabView {
    @ObservedObject var settings: Settings

    func body(_ content: inout ViewContent) {
      content.text("Count: \(settings.count)")
      content.button("+") { [settings] in settings.increment() }
      content.text(ChainReference.text(notificationsOn: settings.notificationsOn))
      content.button("Toggle") {}
    }
  }
}
