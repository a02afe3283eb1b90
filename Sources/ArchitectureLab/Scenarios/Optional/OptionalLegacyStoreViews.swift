import StoreModels

/// The `optional` app as views over a store written with the view-store API as at 1.7.0
/// (before observation): the parent's body is a `WithViewStore` of what it shows, whose content
/// shows the child through an `IfLetStore` over the child's store, a key-path scope (cached).
enum OptionalLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, mount: OptionalLegacyStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: OptionalChild.Parent.State(), rules: .release1_7) {
          OptionalChild.Parent()
        }),
      observationTracking: .none)
  }

  struct ParentView: LegacyStoreView {
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

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
        content.button("Observe count") { viewStore.send(.observeCountButtonTapped) }
        if viewStore.observesCount {
          content.text("Child count: \(viewStore.childCount.map { "\($0)" } ?? "none")")
        }
        // NB: The store of the optional child, not the optional store of the child: the
        // field scope, cached, which `IfLetStore` unwraps.
        let child: Store<OptionalChild.Counter.State?, OptionalChild.Counter.Action> =
          store.scope(state: \.child, action: \.child)
        content.child(
          IfLetStore(child) { child, content in content.child(CounterView(store: child)) })
      }
    }
  }

  struct CounterView: LegacyStoreView {
    let store: StoreOf<OptionalChild.Counter>

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text("Count: \(viewStore.count)")
        content.button("-") { viewStore.send(.decrementButtonTapped) }
        content.button("+") { viewStore.send(.incrementButtonTapped) }
      }
    }
  }
}
