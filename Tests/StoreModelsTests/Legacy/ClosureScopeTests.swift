import StoreModels
import TestSupport
import Testing

@Suite("Closure scope (uncached)")
struct ClosureScopeTests {
  @Test("an uncached scope builds a new store on every call, released with its holder")
  func newStorePerCall() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let log = recordedEvents {
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

  /// The store library's 1.7 store holds the parent of a store it does not cache (the child's
  /// `_isInvalidated` closure captures it, `Store.swift` lines 346–350 at 1.7.0), so the first
  /// store a `WithViewStore` scopes goes with its view store: the recorded integration logs
  /// release it then, not when it is made (docs/fidelity.md).
  @Test(
    "a closure-scoped store holds its parent: a chain of closure scopes goes with its last store")
  func holdsItsParent() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    var counter: StoreOf<Favorites.Counter>?
    let made = recordedEvents {
      counter = store.scope(state: { $0 }, action: { $0 })
        .scope(state: { $0.counter }, action: { .counter($0) })
    }
    #expect(
      made == [
        "StoreOf<Favorites.App>.init", "StoreOf<Favorites.App>.scope",
        "StoreOf<Favorites.App>.scope", "StoreOf<Favorites.Counter>.init",
      ])
    #expect(counter?.withState(\.count) == 0)
    let released = recordedEvents { counter = nil }
    #expect(released == ["StoreOf<Favorites.App>.deinit", "StoreOf<Favorites.Counter>.deinit"])
  }

  @Test("a key-path scope below a closure scope is not cached, and holds its parent too")
  func keyPathScopeBelowAClosureScopeHoldsItsParent() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    var counter: StoreOf<Favorites.Counter>?
    let made = recordedEvents {
      counter = store.scope(state: { $0 }, action: { $0 }).scope(
        state: \.counter, action: \.counter)
    }
    #expect(!made.contains("StoreOf<Favorites.App>.deinit"))
    #expect(counter?.withState(\.count) == 0)
    #expect(recordedEvents { counter = nil }.contains("StoreOf<Favorites.App>.deinit"))
  }

  /// A cached child holding its parent would be a cycle through the parent's cache: neither
  /// would ever go.
  @Test("a cached child does not hold its parent: the parent goes while the child lives")
  func cachedChildLetsItsParentGo() {
    var store: StoreOf<Favorites.App>? = Store(initialState: Favorites.App.State()) {
      Favorites.App()
    }
    let counter = store?.scope(state: \.counter, action: \.counter)
    #expect(recordedEvents { store = nil } == ["StoreOf<Favorites.App>.deinit"])
    // NB: keeps `counter` alive past `store = nil`, the point of the test; it cannot fail.
    #expect(counter != nil)
  }

  @Test("a closure-scoped store reads through the root and sends up to it")
  func readsAndSendsThroughTheRoot() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let counter = store.scope(state: { $0.counter }, action: { .counter($0) })
    counter.send(.incrementButtonTapped)
    counter.send(.saveButtonTapped)
    #expect(store.favorites == [1])
    #expect(counter.withState(\.self) == Favorites.Counter.State(count: 1, favorites: [1]))
  }

  @Test("a view store of a closure-scoped store hears the root's sends")
  func viewStoreOfScopedStoreHearsTheRoot() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let profile = ViewStore(
      store.scope(state: { $0.profile }, action: { .profile($0) }), observe: { $0 })
    let log = recordedEvents { store.send(.counter(.saveButtonTapped)) }
    #expect(log == ["ViewStoreOf<Favorites.Profile>.viewStorePublish"])
    #expect(profile.favorites == [0])
  }

  @Test(
    "closure scopes name an optional child's store and a collection's store by the library's rules")
  func storeNames() {
    let optional = Store(initialState: OptionalChild.Parent.State()) { OptionalChild.Parent() }
    let list = Store(initialState: CounterList.List.State()) { CounterList.List() }
    let log = recordedEvents {
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
