import VanillaModels

/// The `basics` counter as a view over an `@Observable` model.
enum BasicsObservationViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation", summary: "an @Observable model", expected: .correct,
    mount: BasicsObservationViews.mount)

  static func mount() -> Renderer {
    Renderer(root: CounterView(model: Basics.CounterModel()))
  }

  struct CounterView: LabView {
    let model: Basics.CounterModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
      content.button("Reset") { model.resetButtonTapped() }
    }
  }
}
