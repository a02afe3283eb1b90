import StoreModels

/// The `favorites` app as views over a store written with the view-store API as at 1.7.0
/// (before observation): each view's body is a `WithViewStore` of a small view state it derives,
/// and the tabs' stores are key-path scopes, cached, so the app's body hands them the same stores
/// each time it runs.
enum FavoritesLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, sources: .favoritesStore(views: "LegacyStore"),
    mount: FavoritesLegacyStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: AppView(
        store: Store(initialState: Favorites.App.State(), rules: .release1_7) { Favorites.App() }),
      observationTracking: .none)
  }

  struct AppView: LegacyStoreView {
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

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.text("Tabs: Counter \(viewStore.count) | Profile \(viewStore.favoriteCount)")
        content.child(CounterView(store: store.scope(state: \.counter, action: \.counter)))
        content.child(ProfileView(store: store.scope(state: \.profile, action: \.profile)))
      }
    }
  }

  struct CounterView: LegacyStoreView {
    /// The number and which of *Save* or *Remove* to show.
    struct ViewState: Equatable {
      let count: Int
      let isFavorite: Bool

      init(_ state: Favorites.Counter.State) {
        count = state.count
        isFavorite = state.isFavorite
      }
    }

    let store: StoreOf<Favorites.Counter>

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
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
  }

  struct ProfileView: LegacyStoreView {
    let store: StoreOf<Favorites.Profile>

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text(viewStore.favorites.isEmpty ? "No favorites yet" : "Favorites")
        for number in viewStore.favorites {
          content.child(FavoriteRow(number: number, store: store))
        }
      }
    }
  }

  /// A row shows only its number, an input, so it has no view store (as the suite's views that
  /// show no state have none): it sends through the profile's store, the same cached store on
  /// every profile body, and runs its body only when inserted. The favorites are plain numbers,
  /// not an identified array of features, so the profile lists them with a plain `ForEach`, not
  /// a `ForEachStore`: there is no element store to hand a row.
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
