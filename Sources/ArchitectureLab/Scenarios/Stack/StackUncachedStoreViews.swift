import StoreModels

/// The `stack` app as views over a store the way they were written before the store library cached
/// scopes (before 1.5): the root observes a view store of how many screens there are, and shows
/// the screens with 1.4.0's `NavigationStackStore` (``UncachedNavigationStackStore``) over a store
/// of them scoped with closures (uncached) on each body run; each screen observes a view store of
/// its own state.
enum StackUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: 1.4.0's NavigationStackStore of uncached screen stores",
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
      // NB: the feature keeps its screens as an identified array, as every store contestant's
      // does; before 1.5 a scope is a closure whatever it reads, so wrapping them in a stack's
      // state here makes the stores, scopes and pushes a feature holding one would. (The lab's
      // `StackState` keys a screen by its own id; 1.4.0's gives each pushed screen an element
      // id of its own, which a wrapper made on every read would not keep.)
      content.child(
        UncachedNavigationStackStore(
          store.scope(state: { StackState(elements: $0.screens) }, action: Self.stackAction)
        ) { _, _ in
        } destination: { screen, _, content in
          content.child(ScreenView(store: screen))
        })
    }

    /// What the stack's store sends, as the feature's actions: a screen's own. The screens have
    /// no links and the stack no back gesture here (the root's buttons push and pop), so the
    /// stack's own push and pop are never sent.
    static func stackAction(
      _ action: StackAction<CounterStack.Screen.State, CounterStack.Screen.Action>
    ) -> CounterStack.Stack.Action {
      switch action {
      case .element(let id, let action): .screens(.element(id: id, action: action))
      case .push, .popFrom:
        preconditionFailure("the stack scenario pushes and pops with its root's buttons only")
      }
    }
  }

  struct ScreenView: LabView {
    let screenID: Int
    @ObservedObject var viewStore: ViewStoreOf<CounterStack.Screen>
    var id: Int? { screenID }

    init(store: StoreOf<CounterStack.Screen>) {
      let viewStore = ViewStore(store, observe: { $0 })
      screenID = viewStore.state.id
      _viewStore = ObservedObject(wrappedValue: viewStore)
    }

    func body(_ content: inout ViewContent) {
      content.text("Screen #\(screenID): \(viewStore.count)")
      content.button("+") { viewStore.send(.incrementButtonTapped) }
    }
  }
}
