import StoreModels

/// The `siblings` app as views over one store and two child stores.
enum SiblingsStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store", summary: "the observable store; two child stores, reset by replacing state",
    expected: .correct,
    replaces: { SiblingsLegacyStoreViews.contestant }, mount: { mount(rules: .lab) })

  static func mount(rules: StoreRules) -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: Siblings.Parent.State(), rules: rules) { Siblings.Parent() }))
  }

  struct ParentView: LabView {
    let store: StoreOf<Siblings.Parent>

    func body(_ content: inout ViewContent) {
      content.button("Reset all") { store.send(.resetAllButtonTapped) }
      content.button("Swap") { store.send(.swapButtonTapped) }
      content.child(
        CounterView(slot: 1, store: store.scope(state: \.counter1, action: \.counter1)))
      content.child(
        CounterView(slot: 2, store: store.scope(state: \.counter2, action: \.counter2)))
    }
  }

  struct CounterView: LabView {
    let slot: Int
    let store: StoreOf<Siblings.Counter>
    var id: Int? { slot }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(store.count)")
      content.button("-") { store.send(.decrementButtonTapped) }
      content.button("+") { store.send(.incrementButtonTapped) }
      content.button("Reset") { store.send(.resetButtonTapped) }
    }
  }
}
