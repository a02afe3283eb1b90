import StoreModels

/// The `siblings` app as views over a store written with the view-store API as at 1.7.0
/// (before observation): the parent shows no state and scopes each counter's store by key path
/// (cached); each counter's body is a `WithViewStore` of its state, compared by `==`.
enum SiblingsLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, mount: SiblingsLegacyStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: Siblings.Parent.State(), rules: .release1_7) {
          Siblings.Parent()
        }),
      observationTracking: .none)
  }

  /// The parent shows only buttons, so it has no view store and sends through its store, as the
  /// suite's iOS 16 `SiblingFeaturesView` does: its body runs once, and hands the counters the
  /// same cached stores.
  struct ParentView: LabView {
    let store: StoreOf<Siblings.Parent>

    func body(_ content: inout ViewContent) {
      content.button("Reset all") { store.send(.resetAllButtonTapped) }
      content.button("Swap") { store.send(.swapButtonTapped) }
      content.child(
        CounterView(slot: 1, store: store.scope(state: \.counter1, action: \.counter1)))
      content.child(
        CounterView(slot: 2, store: store.scope(state: \.counter2, action: \.counter2)))
    }
  }

  struct CounterView: LegacyStoreView {
    let slot: Int
    let store: StoreOf<Siblings.Counter>
    var id: Int? { slot }

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text("Count: \(viewStore.count)")
        content.button("-") { viewStore.send(.decrementButtonTapped) }
        content.button("+") { viewStore.send(.incrementButtonTapped) }
        content.button("Reset") { viewStore.send(.resetButtonTapped) }
      }
    }
  }
}
