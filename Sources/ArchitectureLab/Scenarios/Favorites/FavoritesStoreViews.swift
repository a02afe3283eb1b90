import StoreModels

/// The `favorites` app as views over one store and its scoped child stores.
enum FavoritesStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store", summary: "one store, scoped child stores, shared state by key paths",
    expected: .correct, sources: .favoritesStore(views: "Store"),
    replaces: { FavoritesLegacyStoreViews.contestant }, mount: { mount(rules: .lab) })

  static func mount(rules: StoreRules) -> Renderer {
    Renderer(
      root: AppView(
        store: Store(initialState: Favorites.App.State(), rules: rules) { Favorites.App() }))
  }

  struct AppView: LabView {
    let store: StoreOf<Favorites.App>

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(store.count) | Profile \(store.favorites.count)")
      content.child(CounterView(store: store.scope(state: \.counter, action: \.counter)))
      content.child(ProfileView(store: store.scope(state: \.profile, action: \.profile)))
    }
  }

  struct CounterView: LabView {
    let store: StoreOf<Favorites.Counter>

    func body(_ content: inout ViewContent) {
      content.text("Count: \(store.withState(\.count))")
      content.button("-") { store.send(.decrementButtonTapped) }
      content.button("+") { store.send(.incrementButtonTapped) }
      if store.withState(\.isFavorite) {
        content.button("Remove") { store.send(.removeButtonTapped) }
      } else {
        content.button("Save") { store.send(.saveButtonTapped) }
      }
    }
  }

  struct ProfileView: LabView {
    let store: StoreOf<Favorites.Profile>

    func body(_ content: inout ViewContent) {
      let favorites = store.withState(\.favorites)
      content.text(favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in favorites {
        content.child(FavoriteRow(number: number, store: store))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let store: StoreOf<Favorites.Profile>
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { store.send(.removeButtonTapped(number)) }
    }
  }
}
