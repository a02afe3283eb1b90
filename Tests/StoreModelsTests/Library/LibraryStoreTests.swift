import StoreModels
import Testing

/// The observation cases of the store library's `StoreTests`
/// (`Tests/ComposableArchitectureTests/StoreTests.swift` at its HEAD): how a send reaches the
/// view stores of a parent and a child, how often scope closures run, and that a store with a
/// presented child is released. Each test has the original's name. The other cases (effects,
/// dependencies, `TestStore`, the store's Combine publisher, `Store.ifLet`, presentation state,
/// shared state) are listed with the reason in docs/peer-suites.md.
@Suite("Library: StoreTests")
struct LibraryStoreTests {
  /// A root store over a number that each send increments.
  private func counter() -> Store<Int, Void> {
    Store(initialState: 0) { Reduce<Int, Void> { state, _ in state += 1 } }
  }

  @Test("a send to the parent reaches the view store of a closure-scoped child")
  func testScopedStoreReceivesUpdatesFromParent() {
    // NB: the original collects the view store's `publisher` values (`["0", "1"]`); the lab's
    // view store has no publisher, so this counts its `subscribe` calls and reads the state.
    let parentStore = counter()
    let parentViewStore = ViewStore(parentStore, observe: { $0 })
    let childStore = parentStore.scope(state: String.init, action: { $0 })
    let childViewStore = ViewStore(childStore, observe: { $0 })
    var publishes = 0
    let subscription = childViewStore.subscribe { publishes += 1 }
    #expect(childViewStore.state == "0")

    parentViewStore.send(())

    #expect(publishes == 1)
    #expect(childViewStore.state == "1")
    withExtendedLifetime(subscription) {}
  }

  @Test("a send to a closure-scoped child reaches the view store of the parent")
  func testParentStoreReceivesUpdatesFromChild() {
    // NB: the original collects the view store's `publisher` values (`[0, 1]`); the lab's view
    // store has no publisher, so this counts its `subscribe` calls and reads the state.
    let parentStore = counter()
    let childStore = parentStore.scope(state: String.init, action: { $0 })
    let childViewStore = ViewStore(childStore, observe: { $0 })
    let parentViewStore = ViewStore(parentStore, observe: { $0 })
    var publishes = 0
    let subscription = parentViewStore.subscribe { publishes += 1 }
    #expect(parentViewStore.state == 0)

    childViewStore.send(())

    #expect(publishes == 1)
    #expect(parentViewStore.state == 1)
    withExtendedLifetime(subscription) {}
  }

  @Test("a scope closure over plain state runs only when someone reads the store")
  func testScopeCallCount_OneLevel_NoSubscription() {
    var numCalls1 = 0
    let store = Store(initialState: 0) { Reduce<Int, Void> { _, _ in } }
      .scope(
        state: { (count: Int) -> Int in
          numCalls1 += 1
          return count
        },
        action: { $0 })
    #expect(numCalls1 == 0)
    store.send(())
    #expect(numCalls1 == 0)
    _ = store.withState(\.self)
    #expect(numCalls1 == 1)
  }

  /// Each view store derives its state through every closure above it: twice when made (its
  /// initial state, and the current value its root relay sends on subscribe), once per send.
  @Test("view stores run each scope closure above them twice when made, once per send")
  func testScopeCallCount_ThreeLevels_ViewStoreSubscribing() {
    var numCalls1 = 0
    var numCalls2 = 0
    var numCalls3 = 0
    let store1 = Store(initialState: 0) { Reduce<Int, Void> { _, _ in } }
    let store2 = store1.scope(
      state: { (count: Int) -> Int in
        numCalls1 += 1
        return count
      },
      action: { $0 })
    let store3 = store2.scope(
      state: { (count: Int) -> Int in
        numCalls2 += 1
        return count
      },
      action: { $0 })
    let store4 = store3.scope(
      state: { (count: Int) -> Int in
        numCalls3 += 1
        return count
      },
      action: { $0 })

    let viewStores = (
      ViewStore(store1, observe: { $0 }), ViewStore(store2, observe: { $0 }),
      ViewStore(store3, observe: { $0 }), ViewStore(store4, observe: { $0 })
    )
    #expect([numCalls1, numCalls2, numCalls3] == [6, 4, 2])

    for sends in 1...4 {
      viewStores.3.send(())
      #expect([numCalls1, numCalls2, numCalls3] == [6 + 3 * sends, 4 + 2 * sends, 2 + sends])
    }
  }

  @Test("a root store that presented a child is released with its last reference")
  func parentChildLifecycle() throws {
    weak var parentStore: StoreOf<OptionalChild.Parent>?
    do {
      let store = Store(initialState: OptionalChild.Parent.State()) { OptionalChild.Parent() }
      parentStore = store
      store.send(.toggleButtonTapped)
      #expect(store.scope(state: \.child, action: \.child) != nil)
    }
    #expect(parentStore == nil)
  }
}
