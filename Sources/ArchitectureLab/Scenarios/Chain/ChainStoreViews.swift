import StoreModels

/// The `chain` app as views over one store, each level's view over a store scoped from its
/// parent's.
enum ChainStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store",
    summary: "the observable store; each level's state derived from its parent's, scoped",
    expected: .correct, sources: .chainStore(views: "Store"),
    replaces: { ChainLegacyStoreViews.contestant }, mount: { mount($0, rules: .lab) })

  static func mount(_ parameters: Parameters, rules: StoreRules) -> Renderer {
    let state = SettingsChain.App.State(depth: parameters["depth"])
    return Renderer(
      root: AppView(store: Store(initialState: state, rules: rules) { SettingsChain.App() }))
  }

  struct AppView: LabView {
    let store: StoreOf<SettingsChain.App>

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: store.notificationsOn))
      content.button("Toggle") { store.send(.toggleButtonTapped) }
      content.child(
        LevelView(level: 1, depth: store.depth, store: store.scope(state: \.home, action: \.home)))
    }
  }

  /// A level reads nothing from its store, only scopes it: its number and the app's depth are
  /// plain inputs. NB: reading its derived state would observe the app's fields the derivation
  /// reads, and re-render it on every change at the bottom of the chain.
  struct LevelView: LabView {
    let level: Int
    let depth: Int
    let store: StoreOf<SettingsChain.Level>

    func body(_ content: inout ViewContent) {
      content.text("Level \(level)")
      if level < depth {
        content.child(
          LevelView(
            level: level + 1, depth: depth, store: store.scope(state: \.next, action: \.next)))
      } else {
        content.child(SettingsView(store: store.scope(state: \.settings, action: \.settings)))
      }
    }
  }

  struct SettingsView: LabView {
    let store: StoreOf<SettingsChain.Settings>

    func body(_ content: inout ViewContent) {
      content.text("Count: \(store.withState(\.count))")
      content.button("+") { store.send(.incrementButtonTapped) }
      content.text(ChainReference.text(notificationsOn: store.withState(\.notificationsOn)))
      content.button("Toggle") { store.send(.toggleButtonTapped) }
    }
  }
}
