import VanillaModels

/// The `stack` app as vanilla SwiftUI views: the root observes the stack view model, each screen
/// its own screen view model.
enum StackVanillaViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla", summary: "screen view models; the root shows only their number",
    expected: .correct,
    mount: StackVanillaViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    Renderer(root: StackView(model: CounterStack.StackViewModel(size: parameters["size"])))
  }

  struct StackView: LabView {
    @ObservedObject var model: CounterStack.StackViewModel

    func body(_ content: inout ViewContent) {
      let screens = model.screens
      content.text("Screens: \(screens.count)")
      content.button("Push") { model.pushButtonTapped() }
      if !screens.isEmpty {
        content.button("Pop") { model.popButtonTapped() }
      }
      for screen in screens {
        content.child(ScreenView(model: screen))
      }
    }
  }

  struct ScreenView: LabView {
    @ObservedObject var model: CounterStack.ScreenViewModel
    var id: Int? { model.id }

    func body(_ content: inout ViewContent) {
      content.text("Screen #\(model.id): \(model.count)")
      content.button("+") { model.incrementButtonTapped() }
    }
  }
}
