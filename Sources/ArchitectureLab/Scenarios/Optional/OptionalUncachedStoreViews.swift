import StoreModels

/// The `optional` app as views over a store the way they were written before the store library
/// cached scopes (before 1.5): the parent observes a view store of what it shows, and an
/// ``UncachedIfLetStore`` shows the child while it exists.
enum OptionalUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: view stores, IfLetStore, uncached scopes",
    expected: .correct, mount: OptionalUncachedStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: OptionalChild.Parent.State(), rules: .release1_4) {
          OptionalChild.Parent()
        }),
      observationTracking: .none)
  }

  struct ParentView: LabView {
    /// Whether the parent shows the child's count, and that count (`nil` for none) when it does.
    struct ViewState: Equatable {
      let observesCount: Bool
      let childCount: Int?

      init(_ state: OptionalChild.Parent.State) {
        observesCount = state.observesCount
        childCount = state.observesCount ? state.child?.count : nil
      }
    }

    let store: StoreOf<OptionalChild.Parent>
    @ObservedObject var viewStore: ViewStore<ViewState, OptionalChild.Parent.Action>

    init(store: StoreOf<OptionalChild.Parent>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
      content.button("Observe count") { viewStore.send(.observeCountButtonTapped) }
      if viewStore.observesCount {
        content.text("Child count: \(viewStore.childCount.map { "\($0)" } ?? "none")")
      }
      content.child(
        UncachedIfLetStore(store.scope(state: { $0.child }, action: { .child($0) })) { child in
          CounterView(store: child)
        })
    }
  }

  struct CounterView: LabView {
    @ObservedObject var viewStore: ViewStoreOf<OptionalChild.Counter>

    init(store: StoreOf<OptionalChild.Counter>) {
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(viewStore.count)")
      content.button("-") { viewStore.send(.decrementButtonTapped) }
      content.button("+") { viewStore.send(.incrementButtonTapped) }
    }
  }
}
