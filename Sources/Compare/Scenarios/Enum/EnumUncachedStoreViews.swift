import StoreModels

/// The `enum` app as views over a store the way they were written before the store library cached
/// scopes (before 1.5): the parent observes a view store of which destination is presented, and an
/// ``UncachedIfLetStore`` over the optional destination wraps a ``UncachedSwitchStore`` with one
/// ``UncachedCaseLet`` per case.
enum EnumUncachedStoreViews {
  static func mount() -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: EnumDestination.Parent.State()) { EnumDestination.Parent() }),
      observationTracking: .none)
  }

  struct ParentView: LabView {
    /// The presented counter, 1 or 2, or `nil`.
    struct ViewState: Equatable {
      let counter: Int?

      init(_ state: EnumDestination.Parent.State) {
        switch state.destination {
        case .counter1?: counter = 1
        case .counter2?: counter = 2
        case nil: counter = nil
        }
      }
    }

    let store: StoreOf<EnumDestination.Parent>
    @ObservedObject var viewStore: ViewStore<ViewState, EnumDestination.Parent.Action>

    init(store: StoreOf<EnumDestination.Parent>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.text("Destination: \(viewStore.counter.map { "counter \($0)" } ?? "none")")
      content.button("Toggle 1") { viewStore.send(.toggle1ButtonTapped) }
      content.button("Toggle 2") { viewStore.send(.toggle2ButtonTapped) }
      content.child(
        UncachedIfLetStore(store.scope(state: { $0.destination }, action: { .destination($0) })) {
          destination in
          UncachedSwitchStore(destination) { state, store in
            switch state {
            case .counter1:
              UncachedCaseLet(store, state: \.counter1, action: \.counter1) {
                CounterView(counter: 1, store: $0)
              }
            case .counter2:
              UncachedCaseLet(store, state: \.counter2, action: \.counter2) {
                CounterView(counter: 2, store: $0)
              }
            }
          }
        })
    }
  }

  struct CounterView: LabView {
    let counter: Int
    @ObservedObject var viewStore: ViewStoreOf<EnumDestination.Counter>
    var id: AnyHashable? { counter }

    init(counter: Int, store: StoreOf<EnumDestination.Counter>) {
      self.counter = counter
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(viewStore.count)")
      content.button("-") { viewStore.send(.decrementButtonTapped) }
      content.button("+") { viewStore.send(.incrementButtonTapped) }
      content.button("Dismiss") { viewStore.send(.dismissButtonTapped) }
    }
  }
}
