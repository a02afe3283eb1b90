import StoreModels
import TestSupport
import Testing

@Suite("Store observation")
struct StoreObservationTests {
  @Test("reading count is not invalidated by a favorites change")
  func countIgnoresFavorites() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let counter = store.scope(state: \.counter, action: \.counter)
    let flag = observe { _ = store.count }
    counter.send(.saveButtonTapped)
    #expect(!flag.changed)
  }

  @Test("reading favorites is not invalidated by a count change")
  func favoritesIgnoreCount() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let counter = store.scope(state: \.counter, action: \.counter)
    let flag = observe { _ = store.favorites }
    counter.send(.incrementButtonTapped)
    #expect(!flag.changed)
  }

  @Test("reading through a store over derived state observes every field the derivation reads")
  func derivedStateObservesItsSources() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let counter = store.scope(state: \.counter, action: \.counter)
    let flag = observe { _ = counter.withState(\.count) }
    counter.send(.saveButtonTapped)
    #expect(flag.changed)
  }

  @Test("a child store notifies its readers when its state's identity changes")
  func childStoreNotifiesOnNewIdentity() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let flag = observe { _ = child.state }
    store.send(.incrementChildButtonTapped)
    #expect(flag.changed)
  }

  @Test("a change made by a scoped child keeps its identity: only readers of the field are told")
  func scopedChangeKeepsIdentity() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let readsState = observe { _ = child.state }
    let readsCount = observe { _ = child.count }
    child.send(.incrementButtonTapped)
    #expect(!readsState.changed)
    #expect(readsCount.changed)
  }

  @Test("a child store does not notify its readers when its state's identity is unchanged")
  func childStoreIsSilentOnSameIdentity() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let flag = observe { _ = child.state }
    store.send(.incrementButtonTapped)
    #expect(!flag.changed)
  }

  @Test("replacing a child's state notifies readers of the child store")
  func replacingChildNotifiesChildStoreReaders() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let flag = observe { _ = child.count }
    store.send(.resetChildButtonTapped)
    #expect(flag.changed)
  }
}
