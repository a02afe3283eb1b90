import StoreModels

/// The `basics` counter as a view over a store written with the view-store API as at 1.7.0
/// (before observation): its body is a `WithViewStore` of the whole state.
enum BasicsLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, mount: BasicsLegacyStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: CounterView(
        store: Store(initialState: Basics.Counter.State(), rules: .release1_7) { Basics.Counter() }),
      observationTracking: .none)
  }

  struct CounterView: LegacyStoreView {
    let store: StoreOf<Basics.Counter>

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
