import StoreModels
import TestSupport
import Testing

@Suite("Scope cache")
struct ScopeCacheTests {
  @Test("scoping twice with the same paths returns the identical store")
  func sameScopeSameStore() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let first = store.scope(state: \.counter, action: \.counter)
    let second = store.scope(state: \.counter, action: \.counter)
    #expect(first === second)
  }

  // NB: both children are of the same types, so only the paths in the cache's key can tell
  // them apart; children of other types could never be handed out for each other.
  @Test("scoping with other paths returns another store, even one of the same types")
  func otherScopeOtherStore() {
    let store = Store(initialState: Siblings.Parent.State(counter1: .init(count: 1))) {
      Siblings.Parent()
    }
    let first = store.scope(state: \.counter1, action: \.counter1)
    let second = store.scope(state: \.counter2, action: \.counter2)
    #expect(first !== second)
    #expect((first.count, second.count) == (1, 0))
  }

  @Test("a scope that builds a child store records one scope and one init")
  func missRecordsScopeAndInit() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let log = recordedEvents { _ = store.scope(state: \.counter, action: \.counter) }
    #expect(log == ["StoreOf<Favorites.App>.scope", "StoreOf<Favorites.Counter>.init"])
  }

  @Test("a cached scope records nothing")
  func hitRecordsNothing() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    _ = store.scope(state: \.counter, action: \.counter)
    let log = recordedEvents { _ = store.scope(state: \.counter, action: \.counter) }
    #expect(log == [])
  }

  @Test("a store scoped with closures caches nothing: each scope from it builds a new store")
  func uncachedStoreCachesNothing() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    let log = recordedEvents {
      let first = uncached.scope(state: \.counter, action: \.counter)
      #expect(first !== uncached.scope(state: \.counter, action: \.counter))
    }
    #expect(
      log == [
        "StoreOf<Favorites.App>.scope", "StoreOf<Favorites.App>.scope",
        "StoreOf<Favorites.Counter>.deinit", "StoreOf<Favorites.Counter>.deinit",
        "StoreOf<Favorites.Counter>.init", "StoreOf<Favorites.Counter>.init",
      ])
  }
}
