import StoreModels
import TestSupport
import Testing

@Suite("Store lifetime")
struct StoreLifetimeTests {
  @Test("creating and releasing a store records its init and deinit")
  func releaseRecordsDeinit() {
    let log = recordedEvents {
      _ = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    }
    #expect(log == ["StoreOf<Basics.Counter>.deinit", "StoreOf<Basics.Counter>.init"])
  }

  @Test("releasing a root store releases the children it cached")
  func releaseReleasesChildren() {
    let log = recordedEvents {
      let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
      _ = store.scope(state: \.counter, action: \.counter)
    }
    #expect(
      log == [
        "StoreOf<Favorites.App>.deinit", "StoreOf<Favorites.App>.init",
        "StoreOf<Favorites.App>.scope",
        "StoreOf<Favorites.Counter>.deinit", "StoreOf<Favorites.Counter>.init",
      ])
  }

  @Test("a child store keeps working after its parent store is released")
  func childOutlivesParent() {
    var store: StoreOf<Favorites.App>? = Store(initialState: Favorites.App.State()) {
      Favorites.App()
    }
    let counter = store?.scope(state: \.counter, action: \.counter)
    store = nil
    counter?.send(.incrementButtonTapped)
    #expect(counter?.withState(\.count) == 1)
  }

  @Test("a store is equal only to itself")
  func equalityIsIdentity() {
    let first = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let second = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    #expect(first == first)
    #expect(first != second)
  }
}
