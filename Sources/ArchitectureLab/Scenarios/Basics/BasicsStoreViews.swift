import StoreModels

/// The `basics` counter as a view over a store.
enum BasicsStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store",
    // NB: the versions each rule follows, once, in the first scenario `compare list` prints
    // (README, "What the store is checked against").
    summary: "the observable store at the lab's rules: 1.21's eviction, 1.22's silent equal "
      + "values, enum payloads by value and sends that check only the stores they change "
      + "(no release)",
    expected: .correct,
    replaces: { BasicsLegacyStoreViews.contestant }, mount: { mount(rules: .lab) })

  static func mount(rules: StoreRules) -> Renderer {
    Renderer(
      root: CounterView(
        store: Store(initialState: Basics.Counter.State(), rules: rules) { Basics.Counter() }))
  }

  struct CounterView: LabView {
    let store: StoreOf<Basics.Counter>

    func body(_ content: inout ViewContent) {
      content.text("Count: \(store.count)")
      content.button("-") { store.send(.decrementButtonTapped) }
      content.button("+") { store.send(.incrementButtonTapped) }
      content.button("Reset") { store.send(.resetButtonTapped) }
    }
  }
}
