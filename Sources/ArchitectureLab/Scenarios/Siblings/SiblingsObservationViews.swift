import VanillaModels

/// The `siblings` app as views over `@Observable` models.
enum SiblingsObservationViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation", summary: "an @Observable parent with two @Observable children",
    expected: .correct,
    mount: SiblingsObservationViews.mount)

  static func mount() -> Renderer {
    Renderer(root: ParentView(model: Siblings.ParentModel()))
  }

  struct ParentView: LabView {
    let model: Siblings.ParentModel

    func body(_ content: inout ViewContent) {
      content.button("Reset all") { model.resetAllButtonTapped() }
      content.button("Swap") { model.swapButtonTapped() }
      content.child(CounterView(slot: 1, model: model.counter1))
      content.child(CounterView(slot: 2, model: model.counter2))
    }
  }

  struct CounterView: LabView {
    let slot: Int
    let model: Siblings.CounterModel
    var id: Int? { slot }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
      content.button("Reset") { model.resetButtonTapped() }
    }
  }
}
