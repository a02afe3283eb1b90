import StoreModels
import Testing

@Suite("View store")
struct ViewStoreTests {
  @Test("creating and releasing a view store records its init and deinit")
  func lifetimeIsRecorded() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let log = events { _ = ViewStore(store, observe: { $0 }) }
    #expect(log == ["ViewStoreOf<Counter>.deinit", "ViewStoreOf<Counter>.init"])
  }

  @Test("a send that changes the derived view state publishes it once")
  func changedViewStatePublishes() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0.count })
    let log = events { viewStore.send(.incrementButtonTapped) }
    #expect(log == ["ViewStoreOf<Counter>.viewStorePublish"])
    #expect(viewStore.state == 1)
  }

  @Test("a send that leaves the derived view state equal publishes nothing (removeDuplicates)")
  func equalViewStateIsDropped() {
    let store = Store(initialState: Basics.Counter.State(count: 2)) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0.count.isMultiple(of: 2) })
    let reader = observe { _ = viewStore.state }
    let log = events {
      store.send(.incrementButtonTapped)  // 3: odd, published
      store.send(.incrementButtonTapped)  // 4: even, published
      store.send(.resetButtonTapped)  // 0: still even, dropped
    }
    #expect(
      log == ["ViewStoreOf<Counter>.viewStorePublish", "ViewStoreOf<Counter>.viewStorePublish"])
    #expect(reader.changed)
    let quiet = observe { _ = viewStore.state }
    _ = events { store.send(.resetButtonTapped) }
    #expect(!quiet.changed)
  }

  @Test("a publish invalidates a reader of any field, like objectWillChange")
  func publishInvalidatesEveryReader() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let viewStore = ViewStore(store, observe: TabBarState.init)
    let countReader = observe { _ = viewStore.count }
    store.send(.counter(.saveButtonTapped))
    #expect(viewStore.favoriteCount == 1)
    #expect(countReader.changed)
  }

  @Test("a custom removeDuplicates publishes only when it says the state differs")
  func customRemoveDuplicates() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(
      store, observe: { $0.count }, send: { $0 }, removeDuplicates: { ($0 > 0) == ($1 > 0) })
    let log = events {
      store.send(.incrementButtonTapped)  // 1: positive now, published
      store.send(.incrementButtonTapped)  // 2: still positive, dropped
    }
    #expect(log == ["ViewStoreOf<Counter>.viewStorePublish"])
    #expect(viewStore.state == 1)
  }

  @Test("send forwards to the store, and the view state is current when it returns")
  func sendForwardsToTheStore() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(viewStore.count == 1)
  }

  @Test("a released view store is no longer told of sends")
  func releasedViewStoreHearsNothing() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    _ = events { _ = ViewStore(store, observe: { $0 }) }
    #expect(events { store.send(.incrementButtonTapped) } == [])
  }

  @Test("making a view store inside a tracking scope does not observe the state it derives")
  func derivationIsUntracked() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    var viewStore: ViewStore<TabBarState, Favorites.App.Action>?
    let parent = observe { viewStore = ViewStore(store, observe: TabBarState.init) }
    store.send(.counter(.incrementButtonTapped))
    #expect(viewStore?.count == 1)
    #expect(!parent.changed)
  }
}

/// A derived view state of the favorites app: what its tab bar shows.
private struct TabBarState: Equatable {
  let count: Int
  let favoriteCount: Int

  init(_ state: Favorites.App.State) {
    count = state.count
    favoriteCount = state.favorites.count
  }
}
