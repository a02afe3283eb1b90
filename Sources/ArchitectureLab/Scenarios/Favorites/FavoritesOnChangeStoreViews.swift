import StoreModels

/// The `favorites` app over ``Favorites/OnChangeApp``: each tab keeps its own copy of the
/// favorites, and two `onChange(of:)` reducers keep them in step, as the store library's 1.7.0
/// shared-state case study does. The tabs are `store`'s own views: their stores are scoped from
/// this app's stored fields instead of `store`'s derived ones.
enum FavoritesOnChangeStoreViews {
  /// The contestant these views are.
  // NB: it replaces nothing: like `vanilla/dedup` beside `vanilla`, it is another way of the
  // store's school to share between siblings, not a newer API for an older contestant's app, so
  // *Work removed* keeps comparing `store/legacy` with `store` alone.
  static let contestant = Contestant(
    name: "store/on-change",
    summary: "each tab's own copy of the favorites, kept in step by onChange, as the library's "
      + "1.7.0 shared-state case study",
    expected: .correct,
    sources: ContestantSources(
      models: ["OnChangeApp", "Counter", "Profile"].map {
        "StoreModels/Features/Favorites/Favorites\($0).swift"
      },
      views: ["OnChangeStore", "Store"].map {
        "ArchitectureLab/Scenarios/Favorites/Favorites\($0)Views.swift"
      }),
    mount: { mount(rules: .lab) })

  /// The app over a store that follows `rules`: the contestant's, `.lab`, or 1.7.0's, the case
  /// study's own release (`store/on-change/1.7`).
  static func mount(rules: StoreRules) -> Renderer {
    Renderer(
      root: AppView(
        store: Store(initialState: Favorites.OnChangeApp.State(), rules: rules) {
          Favorites.OnChangeApp()
        }))
  }

  /// The tab bar, reading each tab's stored state, and the two tabs as `store` draws them.
  struct AppView: LabView {
    let store: StoreOf<Favorites.OnChangeApp>

    func body(_ content: inout ViewContent) {
      content.text(
        "Tabs: Counter \(store.counter.count) | Profile \(store.profile.favorites.count)")
      content.child(
        FavoritesStoreViews.CounterView(store: store.scope(state: \.counter, action: \.counter)))
      content.child(
        FavoritesStoreViews.ProfileView(store: store.scope(state: \.profile, action: \.profile)))
    }
  }
}
