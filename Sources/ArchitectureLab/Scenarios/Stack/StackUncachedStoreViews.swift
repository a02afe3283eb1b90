import StoreModels

/// The `stack` app as views over a store the way they were written before the store library cached
/// scopes (before 1.5): the root observes a view store of how many screens there are, scopes a
/// store of the screens (uncached) on each body run for a ``UncachedForEachStore``, and each screen
/// observes a view store of its own state.
enum StackUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: a ForEachStore of uncached screen stores",
    expected: .correct,
    mount: StackUncachedStoreViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    let state = CounterStack.Stack.State(size: parameters["size"])
    return Renderer(
      root: StackView(
        store: Store(initialState: state, rules: .release1_4) { CounterStack.Stack() }),
      observationTracking: .none)
  }

  struct StackView: LabView {
    /// How many screens there are, which also decides whether *Pop* is shown.
    struct ViewState: Equatable {
      let screenCount: Int

      init(_ state: CounterStack.Stack.State) {
        screenCount = state.screens.count
      }
    }

    let store: StoreOf<CounterStack.Stack>
    @ObservedObject var viewStore: ViewStore<ViewState, CounterStack.Stack.Action>

    init(store: StoreOf<CounterStack.Stack>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.text("Screens: \(viewStore.screenCount)")
      content.button("Push") { viewStore.send(.pushButtonTapped) }
      if viewStore.screenCount > 0 {
        content.button("Pop") { viewStore.send(.popButtonTapped) }
      }
      content.child(
        UncachedForEachStore(store.scope(state: { $0.screens }, action: { .screens($0) })) {
          id, screen in
          ScreenView(screenID: id, store: screen)
        })
    }
  }

  struct ScreenView: LabView {
    let screenID: Int
    @ObservedObject var viewStore: ViewStoreOf<CounterStack.Screen>
    var id: Int? { screenID }

    init(screenID: Int, store: StoreOf<CounterStack.Screen>) {
      self.screenID = screenID
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Screen #\(screenID): \(viewStore.count)")
      content.button("+") { viewStore.send(.incrementButtonTapped) }
    }
  }
}
