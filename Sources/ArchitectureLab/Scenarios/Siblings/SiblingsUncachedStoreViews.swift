import StoreModels

/// The `siblings` app as views over a store the way they were written before the store library
/// cached scopes (before 1.5): the parent scopes each counter's store anew (uncached) on each body,
/// and each counter observes a view store of its own state, compared by `==`.
enum SiblingsUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: view stores compared by ==, uncached scopes",
    expected: .correct, mount: SiblingsUncachedStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: Siblings.Parent.State(), rules: .release1_4) {
          Siblings.Parent()
        }),
      observationTracking: .none)
  }

  struct ParentView: LabView {
    /// Nothing: the parent shows no state, only buttons (the library's `store.stateless`).
    struct ViewState: Equatable {}

    let store: StoreOf<Siblings.Parent>
    @ObservedObject var viewStore: ViewStore<ViewState, Siblings.Parent.Action>

    init(store: StoreOf<Siblings.Parent>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { _ in ViewState() }))
    }

    func body(_ content: inout ViewContent) {
      content.button("Reset all") { viewStore.send(.resetAllButtonTapped) }
      content.button("Swap") { viewStore.send(.swapButtonTapped) }
      content.child(
        CounterView(
          slot: 1, store: store.scope(state: { $0.counter1 }, action: { .counter1($0) })))
      content.child(
        CounterView(
          slot: 2, store: store.scope(state: { $0.counter2 }, action: { .counter2($0) })))
    }
  }

  struct CounterView: LabView {
    let slot: Int
    @ObservedObject var viewStore: ViewStoreOf<Siblings.Counter>
    var id: Int? { slot }

    init(slot: Int, store: StoreOf<Siblings.Counter>) {
      self.slot = slot
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
