import StoreModels
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

  @Test("scoping with other paths returns another store")
  func otherScopeOtherStore() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let counter = store.scope(state: \.counter, action: \.counter)
    let profile = store.scope(state: \.profile, action: \.profile)
    #expect(ObjectIdentifier(counter) != ObjectIdentifier(profile))
  }

  @Test("a scope that builds a child store records one scope and one init")
  func missRecordsScopeAndInit() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let log = events { _ = store.scope(state: \.counter, action: \.counter) }
    #expect(log == ["StoreOf<Favorites.App>.scope", "StoreOf<Favorites.Counter>.init"])
  }

  @Test("a cached scope records nothing")
  func hitRecordsNothing() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    _ = store.scope(state: \.counter, action: \.counter)
    let log = events { _ = store.scope(state: \.counter, action: \.counter) }
    #expect(log == [])
  }

  @Test("a store scoped with closures caches nothing: each scope from it builds a new store")
  func uncachedStoreCachesNothing() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    let log = events {
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
