import StoreModels

/// The `chain` app as views over a store written with the view-store API as at 1.7.0 (before
/// observation): the app's and the settings screen's bodies are `WithViewStore`s of what they
/// show, and each level scopes the next level's store by key path (cached), so a level's body
/// hands the level below the same store each time it runs.
enum ChainLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, sources: .chainStore(views: "LegacyStore"),
    mount: ChainLegacyStoreViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    let state = SettingsChain.App.State(depth: parameters["depth"])
    return Renderer(
      root: AppView(store: Store(initialState: state, rules: .release1_7) { SettingsChain.App() }),
      observationTracking: .none)
  }

  struct AppView: LegacyStoreView {
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

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.text(ChainReference.text(notificationsOn: viewStore.notificationsOn))
        content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
        content.child(
          LevelView(
            level: 1, depth: viewStore.depth,
            store: store.scope(state: \.home, action: \.home)))
      }
    }
  }

  /// A level shows only its number, an input, so it has no view store (as the suite's views that
  /// show no state have none): it only scopes the next store, the same cached one each time, so
  /// a level runs its body only when inserted.
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

  struct SettingsView: LegacyStoreView {
    let store: StoreOf<SettingsChain.Settings>

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text("Count: \(viewStore.count)")
        content.button("+") { viewStore.send(.incrementButtonTapped) }
        content.text(ChainReference.text(notificationsOn: viewStore.notificationsOn))
        content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
      }
    }
  }
}
