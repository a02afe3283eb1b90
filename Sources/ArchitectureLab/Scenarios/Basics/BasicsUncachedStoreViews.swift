import StoreModels

/// The `basics` counter as a view over a store the way it was written before the store library
/// cached scopes (before 1.5): the view observes a view store of the whole state (`@ObservedObject
/// var viewStore`).
enum BasicsUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: a view store of the whole state",
    expected: .correct, mount: BasicsUncachedStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: CounterView(
        store: Store(initialState: Basics.Counter.State(), rules: .release1_4) { Basics.Counter() }),
      observationTracking: .none)
  }

  struct CounterView: LabView {
    @ObservedObject var viewStore: ViewStoreOf<Basics.Counter>

    init(store: StoreOf<Basics.Counter>) {
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(viewStore.count)")
      content.button("-") { viewStore.send(.decrementButtonTapped) }
      content.button("+") { viewStore.send(.incrementButtonTapped) }
      content.button("Reset") { viewStore.send(.resetButtonTapped) }
    }
  }
}
