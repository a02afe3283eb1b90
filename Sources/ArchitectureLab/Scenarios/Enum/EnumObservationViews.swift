import VanillaModels

/// The `enum` app as views over `@Observable` models.
enum EnumObservationViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation",
    summary: "an @Observable parent with an enum destination of child models",
    expected: .correct, mount: EnumObservationViews.mount)

  static func mount() -> Renderer {
    Renderer(root: ParentView(model: EnumDestination.ParentModel()))
  }

  struct ParentView: LabView {
    let model: EnumDestination.ParentModel

    func body(_ content: inout ViewContent) {
      switch model.destination {
      case .counter1(let counter)?:
        content.text("Destination: counter 1")
        addButtons(&content)
        content.child(CounterView(counter: 1, model: counter))
      case .counter2(let counter)?:
        content.text("Destination: counter 2")
        addButtons(&content)
        content.child(CounterView(counter: 2, model: counter))
      case .note(let number)?:
        content.text("Destination: note \(number)")
        addButtons(&content)
        content.child(NoteView(number: number, model: model))
      case nil:
        content.text("Destination: none")
        addButtons(&content)
      }
    }

    private func addButtons(_ content: inout ViewContent) {
      content.button("Toggle 1") { model.toggle1ButtonTapped() }
      content.button("Toggle 2") { model.toggle2ButtonTapped() }
      content.button("Toggle note") { model.toggleNoteButtonTapped() }
    }
  }

  struct CounterView: LabView {
    let counter: Int
    let model: EnumDestination.CounterModel
    var id: Int? { counter }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
      content.button("Dismiss") { model.dismissButtonTapped() }
    }
  }

  /// The note: its number is a plain value of the parent's destination, passed down.
  struct NoteView: LabView {
    let number: Int
    let model: EnumDestination.ParentModel

    func body(_ content: inout ViewContent) {
      content.text("Note: \(number)")
      content.button("Next") { model.nextNoteButtonTapped() }
    }
  }
}
