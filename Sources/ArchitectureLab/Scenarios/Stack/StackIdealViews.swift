/// The `ideal/views` stack: plain screens shown through the lab's view layer, and an increment
/// that invalidates the top screen only: what the view layer costs on `stack`'s bench axis.
enum StackIdealViews {
  /// The app mounted with `size` screens, rendered, and its increment of the top screen.
  static func steps(size: Int) -> IdealSteps {
    let screens = (0..<size).map { Screen(id: $0 + 1) }
    let renderer = Renderer(root: StackView(screens: screens))
    renderer.countsBodyRuns = false
    renderer.renderPass()
    return IdealSteps(
      step: {
        screens.last?.increment()
        renderer.renderPass()
      }, restore: {})
  }

  /// One screen: what its view shows, and what tells the view to run again.
  final class Screen: ViewInvalidating {
    let id: Int
    private(set) var count = 0
    private let signal = IdealSignal()

    init(id: Int) {
      self.id = id
    }

    func increment() {
      count += 1
      signal.invalidate()
    }

    func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject {
      signal.subscribe(invalidate)
    }
  }

  struct StackView: LabView {
    let screens: [Screen]

    func body(_ content: inout ViewContent) {
      content.text("Screens: \(screens.count)")
      content.button("Push") {}
      if !screens.isEmpty { content.button("Pop") {} }
      for screen in screens { content.child(ScreenView(screen: screen)) }
    }
  }

  struct ScreenView: LabView {
    @ObservedObject var screen: Screen
    var id: Int? { screen.id }

    func body(_ content: inout ViewContent) {
      content.text("Screen #\(screen.id): \(screen.count)")
      content.button("+") { [screen] in screen.increment() }
    }
  }
}
