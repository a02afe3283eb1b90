import StoreModels
import TestSupport
import Testing

@Suite("Stack feature")
struct StackFeatureTests {
  private typealias Stack = CounterStack.Stack

  private func makeStore(size: Int) -> StoreOf<CounterStack.Stack> {
    Store(initialState: Stack.State(size: size)) { Stack() }
  }

  @Test("push appends a screen with a fresh id; pop removes the top one")
  func pushAndPop() {
    let store = makeStore(size: 2)
    store.send(.popButtonTapped)
    store.send(.pushButtonTapped)
    store.send(.screens(.element(id: 3, action: .incrementButtonTapped)))
    #expect(store.screens.map(\.id) == [1, 3])
    #expect(store.screens[id: 3]?.count == 1)
  }

  @Test("popping the empty stack does nothing")
  func popEmpty() {
    let store = makeStore(size: 0)
    let reader = observe { _ = store.screens }
    store.send(.popButtonTapped)
    #expect(store.screens.isEmpty)
    #expect(!reader.changed)
  }

  @Test("popping evicts the top screen's store, which is released with the last reference")
  func popEvicts() {
    let store = makeStore(size: 2)
    _ = Array(store.scope(state: \.screens, action: \.screens))
    let log = recordedEvents { store.send(.popButtonTapped) }
    #expect(log == ["StoreOf<CounterStack.Screen>.deinit"])
  }

  @Test("a popped screen's store is invalid and ignores actions with a warning")
  func poppedStoreIgnoresActions() {
    let store = makeStore(size: 2)
    let top = store.scope(state: \.screens, action: \.screens)[1]
    store.send(.popButtonTapped)
    #expect(top.isInvalid)
    let log = recordedEvents { top.send(.incrementButtonTapped) }
    #expect(log.count == 1)
    #expect(
      log.first?.hasPrefix("StoreOf<CounterStack.Screen>.warning: ignored incrementButtonTapped")
        == true)
    #expect(store.screens.map(\.id) == [1])
  }

  @Test("a pushed screen after a pop gets a new store, not the popped one")
  func pushAfterPopCreatesOneStore() {
    let store = makeStore(size: 2)
    let popped = Array(store.scope(state: \.screens, action: \.screens))[1]
    store.send(.popButtonTapped)
    store.send(.pushButtonTapped)
    let log = recordedEvents { _ = Array(store.scope(state: \.screens, action: \.screens)) }
    #expect(
      log == ["IdentifiedStoreOf<CounterStack.Screen>.scope", "StoreOf<CounterStack.Screen>.init"])
    #expect(store.scope(state: \.screens, action: \.screens)[1] !== popped)
  }

  @Test("incrementing the top screen invalidates only its reader")
  func topChangeNotifiesOnlyItsReader() {
    let store = makeStore(size: 3)
    let screens = store.scope(state: \.screens, action: \.screens)
    let root = observe { _ = store.scope(state: \.screens, action: \.screens).count }
    let bottom = observe { _ = screens[0].count }
    let top = observe { _ = screens[2].count }
    screens[2].send(.incrementButtonTapped)
    #expect(!root.changed)
    #expect(!bottom.changed)
    #expect(top.changed)
  }
}
