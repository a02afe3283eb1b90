import VanillaModels

/// The `stack` app as views over an `@Observable` stack of `@Observable` screen models.
enum StackObservationViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation", summary: "an @Observable stack of @Observable screen models",
    expected: .correct,
    mount: StackObservationViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    Renderer(root: StackView(model: CounterStack.StackModel(size: parameters["size"])))
  }

  struct StackView: LabView {
    let model: CounterStack.StackModel

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
    let model: CounterStack.ScreenModel
    var id: Int? { model.id }

    func body(_ content: inout ViewContent) {
      content.text("Screen #\(model.id): \(model.count)")
      content.button("+") { model.incrementButtonTapped() }
    }
  }
}
