import StoreModels

/// The `chain` app as views over a store the way they were written before the store library cached
/// scopes (before 1.5): the app and the settings screen observe view stores of what they show, and
/// every body on the way down scopes the next level's store anew (closure scopes over the derived
/// level states, uncached).
enum ChainUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: each body scopes the next level anew",
    expected: .correct, sources: .chainStore(views: "UncachedStore"),
    mount: ChainUncachedStoreViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    let state = SettingsChain.App.State(depth: parameters["depth"])
    return Renderer(
      root: AppView(store: Store(initialState: state, rules: .release1_4) { SettingsChain.App() }),
      observationTracking: .none)
  }

  struct AppView: LabView {
    /// The setting the app shows, and the depth its levels are built to.
    struct ViewState: Equatable {
      let notificationsOn: Bool
      let depth: Int

      init(_ state: SettingsChain.App.State) {
        notificationsOn = state.notificationsOn
        depth = state.depth
      }
    }

    let store: StoreOf<SettingsChain.App>
    @ObservedObject var viewStore: ViewStore<ViewState, SettingsChain.App.Action>

    init(store: StoreOf<SettingsChain.App>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.text(ChainReference.text(notificationsOn: viewStore.notificationsOn))
      content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
      content.child(
        LevelView(
          level: 1, depth: viewStore.depth,
          store: store.scope(state: { $0.home }, action: { .home($0) })))
    }
  }

  /// A level shows nothing of its state, so it has no view store: it only scopes the next
  /// store. Its number and the app's depth are plain inputs. NB: each body run scopes a new
  /// store, so a level that runs its body makes every level below it run its body too.
  struct LevelView: LabView {
    let level: Int
    let depth: Int
    let store: StoreOf<SettingsChain.Level>

    func body(_ content: inout ViewContent) {
      content.text("Level \(level)")
      if level < depth {
        content.child(
          LevelView(
            level: level + 1, depth: depth,
            store: store.scope(state: { $0.next }, action: { .next($0) })))
      } else {
        content.child(
          SettingsView(store: store.scope(state: { $0.settings }, action: { .settings($0) })))
      }
    }
  }

  struct SettingsView: LabView {
    @ObservedObject var viewStore: ViewStoreOf<SettingsChain.Settings>

    init(store: StoreOf<SettingsChain.Settings>) {
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(viewStore.count)")
      content.button("+") { viewStore.send(.incrementButtonTapped) }
      content.text(ChainReference.text(notificationsOn: viewStore.notificationsOn))
      content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
    }
  }
}
