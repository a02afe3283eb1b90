import StoreModels
import Testing

@Suite("Closure scope (uncached)")
struct ClosureScopeTests {
  @Test("an uncached scope builds a new store on every call, released with its holder")
  func newStorePerCall() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let log = events {
      let first = store.scope(state: { $0.counter }, action: { .counter($0) })
      let second = store.scope(state: { $0.counter }, action: { .counter($0) })
      #expect(first !== second)
    }
    #expect(
      log == [
        "StoreOf<Favorites.App>.scope", "StoreOf<Favorites.App>.scope",
        "StoreOf<Favorites.Counter>.deinit", "StoreOf<Favorites.Counter>.deinit",
        "StoreOf<Favorites.Counter>.init", "StoreOf<Favorites.Counter>.init",
      ])
  }

  @Test("a closure-scoped store reads through the root and sends up to it")
  func readsAndSendsThroughTheRoot() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let counter = store.scope(state: { $0.counter }, action: { .counter($0) })
    counter.send(.incrementButtonTapped)
    counter.send(.saveButtonTapped)
    #expect(store.favorites == [1])
    #expect(counter.state == Favorites.Counter.State(count: 1, favorites: [1]))
  }

  @Test("a view store of a closure-scoped store hears the root's sends")
  func viewStoreOfScopedStoreHearsTheRoot() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let profile = ViewStore(
      store.scope(state: { $0.profile }, action: { .profile($0) }), observe: { $0 })
    let log = events { store.send(.counter(.saveButtonTapped)) }
    #expect(log == ["ViewStoreOf<Favorites.Profile>.viewStorePublish"])
    #expect(profile.favorites == [0])
  }

  @Test(
    "closure scopes name an optional child's store and a collection's store by the library's rules")
  func storeNames() {
    let optional = Store(initialState: OptionalChild.Parent.State()) { OptionalChild.Parent() }
    let list = Store(initialState: CounterList.List.State()) { CounterList.List() }
    let log = events {
      _ = optional.scope(state: { $0.child }, action: { .child($0) })
      _ = list.scope(state: { $0.rows }, action: { .rows($0) })
    }
    #expect(
      log
        == [
          "IdentifiedStoreOf<CounterList.Row>.deinit", "IdentifiedStoreOf<CounterList.Row>.init",
          "StoreOf<CounterList.List>.scope", "StoreOf<OptionalChild.Parent>.scope",
          "StoreOf<OptionalChild.Counter?>.deinit", "StoreOf<OptionalChild.Counter?>.init",
        ].sorted())
  }
}
