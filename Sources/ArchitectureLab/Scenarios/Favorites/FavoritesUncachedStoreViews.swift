import StoreModels

/// The `favorites` app as views over a store the way they were written before the store library
/// cached scopes (before 1.5): each view observes a view store of a small view state it derives,
/// and each parent body scopes its children's stores anew (closure scopes, uncached).
enum FavoritesUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: view stores of view states, uncached scopes",
    expected: .correct, sources: .favoritesStore(views: "UncachedStore"),
    mount: FavoritesUncachedStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: AppView(
        store: Store(initialState: Favorites.App.State(), rules: .release1_4) { Favorites.App() }),
      observationTracking: .none)
  }

  struct AppView: LabView {
    /// What the tab bar shows.
    struct ViewState: Equatable {
      let count: Int
      let favoriteCount: Int

      init(_ state: Favorites.App.State) {
        count = state.count
        favoriteCount = state.favorites.count
      }
    }

    let store: StoreOf<Favorites.App>
    @ObservedObject var viewStore: ViewStore<ViewState, Favorites.App.Action>

    init(store: StoreOf<Favorites.App>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(viewStore.count) | Profile \(viewStore.favoriteCount)")
      content.child(
        CounterView(store: store.scope(state: { $0.counter }, action: { .counter($0) })))
      content.child(
        ProfileView(store: store.scope(state: { $0.profile }, action: { .profile($0) })))
    }
  }

  struct CounterView: LabView {
    /// The number and which of *Save* or *Remove* to show.
    struct ViewState: Equatable {
      let count: Int
      let isFavorite: Bool

      init(_ state: Favorites.Counter.State) {
        count = state.count
        isFavorite = state.isFavorite
      }
    }

    @ObservedObject var viewStore: ViewStore<ViewState, Favorites.Counter.Action>

    init(store: StoreOf<Favorites.Counter>) {
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(viewStore.count)")
      content.button("-") { viewStore.send(.decrementButtonTapped) }
      content.button("+") { viewStore.send(.incrementButtonTapped) }
      if viewStore.isFavorite {
        content.button("Remove") { viewStore.send(.removeButtonTapped) }
      } else {
        content.button("Save") { viewStore.send(.saveButtonTapped) }
      }
    }
  }

  struct ProfileView: LabView {
    @ObservedObject var viewStore: ViewStoreOf<Favorites.Profile>

    init(store: StoreOf<Favorites.Profile>) {
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text(viewStore.favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in viewStore.favorites {
        content.child(FavoriteRow(number: number, viewStore: viewStore))
      }
    }
  }

  /// A row sends through the profile's view store and reads nothing from it, but observes it
  /// (`@ObservedObject`), so it runs its body again on each publish of that view store, and
  /// whenever it is handed a new one (a new profile view).
  struct FavoriteRow: LabView {
    let number: Int
    @ObservedObject var viewStore: ViewStoreOf<Favorites.Profile>
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { viewStore.send(.removeButtonTapped(number)) }
    }
  }
}
