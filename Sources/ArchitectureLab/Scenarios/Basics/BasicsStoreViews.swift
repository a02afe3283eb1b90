import StoreModels

/// The `basics` counter as a view over a store.
enum BasicsStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store", summary: "the observable store", expected: .correct,
    replaces: { BasicsLegacyStoreViews.contestant }, mount: BasicsStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: CounterView(store: Store(initialState: Basics.Counter.State()) { Basics.Counter() }))
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
