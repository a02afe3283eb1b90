import StoreModels

/// The `enum` app as views over one store, scoped to the optional destination and then to its
/// case.
enum EnumStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store",
    summary: "the observable store; a destination store scoped to its case; the note's number "
      + "compared by value, which no release does",
    expected: .correct,
    replaces: { EnumLegacyStoreViews.contestant }, mount: { mount(rules: .lab) })

  static func mount(rules: StoreRules) -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: EnumDestination.Parent.State(), rules: rules) {
          EnumDestination.Parent()
        }))
  }

  struct ParentView: LabView {
    let store: StoreOf<EnumDestination.Parent>

    func body(_ content: inout ViewContent) {
      let destination = store.scope(state: \.destination, action: \.destination)
      if let counter = destination?.scope(state: \.counter1, action: \.counter1) {
        content.text("Destination: counter 1")
        addButtons(&content)
        content.child(CounterView(counter: 1, store: counter))
      } else if let counter = destination?.scope(state: \.counter2, action: \.counter2) {
        content.text("Destination: counter 2")
        addButtons(&content)
        content.child(CounterView(counter: 2, store: counter))
      } else if let note = destination?.scope(state: \.note, action: \.note) {
        content.text("Destination: note \(note.withState(\.self))")
        addButtons(&content)
        content.child(NoteView(store: note))
      } else {
        content.text("Destination: none")
        addButtons(&content)
      }
    }

    private func addButtons(_ content: inout ViewContent) {
      content.button("Toggle 1") { store.send(.toggle1ButtonTapped) }
      content.button("Toggle 2") { store.send(.toggle2ButtonTapped) }
      content.button("Toggle note") { store.send(.toggleNoteButtonTapped) }
    }
  }

  struct CounterView: LabView {
    let counter: Int
    let store: StoreOf<EnumDestination.Counter>
    var id: Int? { counter }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(store.count)")
      content.button("-") { store.send(.decrementButtonTapped) }
      content.button("+") { store.send(.incrementButtonTapped) }
      content.button("Dismiss") { store.send(.dismissButtonTapped) }
    }
  }

  /// The note: a store of a plain number, read through the destination's `note` case.
  struct NoteView: LabView {
    let store: StoreOf<EnumDestination.Note>

    func body(_ content: inout ViewContent) {
      content.text("Note: \(store.withState(\.self))")
      content.button("Next") { store.send(.nextButtonTapped) }
    }
  }
}
