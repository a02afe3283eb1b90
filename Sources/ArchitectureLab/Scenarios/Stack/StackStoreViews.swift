import StoreModels

/// The `stack` app as views over one store and a lazy collection of screen stores.
enum StackStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store",
    summary: "the observable store; a lazy collection of screen stores cached by id",
    expected: .correct,
    replaces: { StackLegacyStoreViews.contestant }, mount: { mount($0, rules: .lab) })

  static func mount(_ parameters: Parameters, rules: StoreRules) -> Renderer {
    let state = CounterStack.Stack.State(size: parameters["size"])
    return Renderer(
      root: StackView(store: Store(initialState: state, rules: rules) { CounterStack.Stack() }))
  }

  struct StackView: LabView {
    let store: StoreOf<CounterStack.Stack>

    func body(_ content: inout ViewContent) {
      let screens = store.scope(state: \.screens, action: \.screens)
      content.text("Screens: \(screens.count)")
      content.button("Push") { store.send(.pushButtonTapped) }
      if !screens.isEmpty {
        content.button("Pop") { store.send(.popButtonTapped) }
      }
      content.navigationStack(path: screens) { ScreenView(store: $0) }
    }
  }

  struct ScreenView: LabView {
    let store: StoreOf<CounterStack.Screen>
    var id: Int? { store.elementID }

    func body(_ content: inout ViewContent) {
      content.text("Screen #\(store.id): \(store.count)")
      content.button("+") { store.send(.incrementButtonTapped) }
    }
  }
}
