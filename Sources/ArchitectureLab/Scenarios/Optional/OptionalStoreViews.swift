import StoreModels

/// The `optional` app as views over one store and an optional child store.
enum OptionalStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store", summary: "the observable store; an optional child store",
    expected: .correct,
    replaces: { OptionalLegacyStoreViews.contestant }, mount: { mount(rules: .lab) })

  static func mount(rules: StoreRules) -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: OptionalChild.Parent.State(), rules: rules) {
          OptionalChild.Parent()
        }))
  }

  struct ParentView: LabView {
    let store: StoreOf<OptionalChild.Parent>

    func body(_ content: inout ViewContent) {
      content.button("Toggle") { store.send(.toggleButtonTapped) }
      content.button("Observe count") { store.send(.observeCountButtonTapped) }
      if store.observesCount {
        content.text("Child count: \(store.child.map { "\($0.count)" } ?? "none")")
      }
      if let child = store.scope(state: \.child, action: \.child) {
        content.child(CounterView(store: child))
      }
    }
  }

  struct CounterView: LabView {
    let store: StoreOf<OptionalChild.Counter>

    func body(_ content: inout ViewContent) {
      content.text("Count: \(store.count)")
      content.button("-") { store.send(.decrementButtonTapped) }
      content.button("+") { store.send(.incrementButtonTapped) }
    }
  }
}
