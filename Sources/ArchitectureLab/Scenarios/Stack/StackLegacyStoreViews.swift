import StoreModels

/// The `stack` app as views over a store written with the view-store API as at 1.7.0 (before
/// observation): the root's body is a `WithViewStore` of how many screens there are, whose
/// content holds a `NavigationStackStore` over a key-path scope to the screens (cached), which
/// hands every screen its cached element store; each screen's body is a `WithViewStore` of its
/// state.
enum StackLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, mount: StackLegacyStoreViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    let state = CounterStack.Stack.State(size: parameters["size"])
    return Renderer(
      root: StackView(
        store: Store(initialState: state, rules: .release1_7) { CounterStack.Stack() }),
      observationTracking: .none)
  }

  struct StackView: LegacyStoreView {
    /// How many screens there are, which also decides whether *Pop* is shown.
    struct ViewState: Equatable {
      let screenCount: Int

      init(_ state: CounterStack.Stack.State) {
        screenCount = state.screens.count
      }
    }

    let store: StoreOf<CounterStack.Stack>

    // NB: The reference shows the screens as children of the root view, so the root's text and
    // buttons are written by the `WithViewStore` around the `NavigationStackStore`, whose root
    // closure is empty (what a root closure writes is on no view of the screen: the
    // `NavigationStackStore` is a transparent helper). A publish of the root's view store makes
    // a new `NavigationStackStore`, as rebuilding the root's content does in the library.
    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.text("Screens: \(viewStore.screenCount)")
        content.button("Push") { viewStore.send(.pushButtonTapped) }
        if viewStore.screenCount > 0 {
          content.button("Pop") { viewStore.send(.popButtonTapped) }
        }
        let screens: Store<IdentifiedArrayOf<CounterStack.Screen.State>, Screens> =
          store.scope(state: \.screens, action: \.screens)
        content.child(
          NavigationStackStore(screens) { _ in
          } destination: { screen, content in
            content.child(ScreenView(store: screen))
          })
      }
    }
  }

  struct ScreenView: LegacyStoreView {
    let store: StoreOf<CounterStack.Screen>
    var id: Int? { store.elementID }

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text("Screen #\(viewStore.id): \(viewStore.count)")
        content.button("+") { viewStore.send(.incrementButtonTapped) }
      }
    }
  }

  /// The actions of the stack's screens, as the store of the screens sends them.
  typealias Screens = IdentifiedAction<CounterStack.Screen.State.ID, CounterStack.Screen.Action>
}
