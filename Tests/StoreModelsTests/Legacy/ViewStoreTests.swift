import StoreModels
import TestSupport
import Testing

@Suite("View store")
struct ViewStoreTests {
  @Test("creating and releasing a view store records its init and deinit")
  func lifetimeIsRecorded() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let log = recordedEvents { _ = ViewStore(store, observe: { $0 }) }
    #expect(log == ["ViewStoreOf<Basics.Counter>.deinit", "ViewStoreOf<Basics.Counter>.init"])
  }

  @Test("a send that changes the derived view state publishes it once")
  func changedViewStatePublishes() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0.count })
    let log = recordedEvents { viewStore.send(.incrementButtonTapped) }
    #expect(log == ["ViewStoreOf<Basics.Counter>.viewStorePublish"])
    #expect(viewStore.state == 1)
  }

  @Test("a send that leaves the derived view state equal publishes nothing (removeDuplicates)")
  func equalViewStateIsDropped() {
    let store = Store(initialState: Basics.Counter.State(count: 2)) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0.count.isMultiple(of: 2) })
    let reader = subscribe(to: viewStore)
    let log = recordedEvents {
      store.send(.incrementButtonTapped)  // 3: odd, published
      store.send(.incrementButtonTapped)  // 4: even, published
      store.send(.resetButtonTapped)  // 0: still even, dropped
    }
    #expect(
      log == [
        "ViewStoreOf<Basics.Counter>.viewStorePublish",
        "ViewStoreOf<Basics.Counter>.viewStorePublish",
      ])
    #expect(reader.changed)
    let quiet = subscribe(to: viewStore)
    _ = recordedEvents { store.send(.resetButtonTapped) }
    #expect(!quiet.changed)
  }

  @Test("a publish tells every subscriber, whatever field changed, like objectWillChange")
  func publishTellsEverySubscriber() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    let viewStore = ViewStore(store, observe: TabBarState.init)
    let subscriber = subscribe(to: viewStore)
    store.send(.counter(.saveButtonTapped))
    #expect(viewStore.favoriteCount == 1)
    #expect(subscriber.changed)
  }

  @Test("a subscriber is told before the new view state is stored, like objectWillChange")
  func subscriberSeesTheOldState() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0.count })
    var seen: [Int] = []
    let subscription = viewStore.subscribe { seen.append(viewStore.state) }
    store.send(.incrementButtonTapped)
    withExtendedLifetime(subscription) {}
    #expect(seen == [0])
    #expect(viewStore.state == 1)
  }

  @Test("a released subscription is no longer told")
  func releasedSubscriptionHearsNothing() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0.count })
    var told = 0
    _ = viewStore.subscribe { told += 1 }
    store.send(.incrementButtonTapped)
    #expect(told == 0)
  }

  @Test("a copy is an object of its own over the same view state: its own init and deinit")
  func copyIsAnotherObject() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    let log = recordedEvents {
      let copy = ViewStore(viewStore)
      #expect(copy !== viewStore)
      store.send(.incrementButtonTapped)
      #expect(copy.count == 1)
    }
    #expect(
      log == [
        "ViewStoreOf<Basics.Counter>.deinit", "ViewStoreOf<Basics.Counter>.init",
        "ViewStoreOf<Basics.Counter>.viewStorePublish",
      ])
  }

  @Test("a copy keeps the view state published after the original is released")
  func copyOutlivesTheOriginal() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    var original: ViewStoreOf<Basics.Counter>? = ViewStore(store, observe: { $0 })
    let copy = ViewStore(original!)
    original = nil
    store.send(.incrementButtonTapped)
    #expect(copy.count == 1)
  }

  @Test("the 1.7 view store scopes a store of its view state, named after the store it is given")
  func scopingViewStoreMakesAStore() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let log = recordedEvents { _ = ViewStore(scoping: store) }
    #expect(
      log == [
        "StoreOf<Basics.Counter>.deinit", "StoreOf<Basics.Counter>.init",
        "StoreOf<Basics.Counter>.scope", "ViewStoreOf<Basics.Counter>.deinit",
        "ViewStoreOf<Basics.Counter>.init",
      ])
  }

  @Test("a custom removeDuplicates publishes only when it says the state differs")
  func customRemoveDuplicates() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    let viewStore = ViewStore(
      store, observe: { $0.count }, send: { $0 }, removeDuplicates: { ($0 > 0) == ($1 > 0) })
    let log = recordedEvents {
      store.send(.incrementButtonTapped)  // 1: positive now, published
      store.send(.incrementButtonTapped)  // 2: still positive, dropped
    }
    #expect(log == ["ViewStoreOf<Basics.Counter>.viewStorePublish"])
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
    _ = recordedEvents { _ = ViewStore(store, observe: { $0 }) }
    #expect(recordedEvents { store.send(.incrementButtonTapped) } == [])
  }

  // NB: 1.7.0's `ViewStore.init` reads `store.currentState`, the state through every key path
  // from the root, with nothing to hide the reads; on iOS 17 the body that makes the view store
  // observes them (the suite's iOS 16+17 screens, docs/fidelity.md).
  @Test("making a view store inside a tracking scope observes the fields its derivation reads")
  func derivationIsTracked() {
    let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
    var viewStore: ViewStore<TabBarState, Favorites.App.Action>?
    let parent = observe { viewStore = ViewStore(store, observe: TabBarState.init) }
    store.send(.counter(.incrementButtonTapped))
    #expect(viewStore?.count == 1)
    #expect(parent.changed)
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

/// A flag set when `viewStore` publishes, kept subscribed as long as the flag lives.
private func subscribe<State, Action>(to viewStore: ViewStore<State, Action>) -> SubscribedFlag {
  let flag = SubscribedFlag()
  flag.subscription = viewStore.subscribe { [unowned flag] in flag.changed = true }
  return flag
}

/// Set by a view store subscription; holds the subscription.
private final class SubscribedFlag {
  var changed = false
  var subscription: ViewStoreSubscription?
}
