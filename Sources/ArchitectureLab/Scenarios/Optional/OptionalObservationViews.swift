import VanillaModels

/// The `optional` app as views over `@Observable` models.
enum OptionalObservationViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation", summary: "an @Observable parent with an optional child model",
    expected: .correct,
    mount: OptionalObservationViews.mount)

  static func mount() -> Renderer {
    Renderer(root: ParentView(model: OptionalChild.ParentModel()))
  }

  struct ParentView: LabView {
    let model: OptionalChild.ParentModel

    func body(_ content: inout ViewContent) {
      content.button("Toggle") { model.toggleButtonTapped() }
      content.button("Observe count") { model.observeCountButtonTapped() }
      if model.observesCount {
        content.text("Child count: \(model.child.map { "\($0.count)" } ?? "none")")
      }
      if let child = model.child {
        content.child(CounterView(model: child))
      }
    }
  }

  struct CounterView: LabView {
    let model: OptionalChild.CounterModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
    }
  }
}
