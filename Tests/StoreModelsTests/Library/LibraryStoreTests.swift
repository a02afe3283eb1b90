import StoreModels
import TestSupport
import Testing

/// The observation cases of the store library's `StoreTests`
/// (`Tests/ComposableArchitectureTests/StoreTests.swift` at its HEAD): how a send reaches the
/// view stores of a parent and a child, how often scope closures run (also for two children
/// scoped to a presented child, in `LibraryStoreTests+PresentationScope.swift`), that an action
/// sent while another is being handled runs after it (with a view store standing in for
/// `Store.ifLet`), and that a store with a presented child is released. Where an original
/// sinks the store's Combine `publisher`, ``LibraryStatePublisher`` stands in. Each test has the
/// original's name. The other cases (effects, dependencies, `TestStore`, the store's publisher
/// itself, `Store.ifLet`, shared state) are listed with the reason in docs/peer-suites.md.
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

  /// The original sinks the store's `publisher` and discards the cancellable at once
  /// (`let _ = store.publisher.sink { _ in }`), which cancels the subscription: the closure runs
  /// once, for the current value a publisher hands a new subscriber, and not for the send that
  /// follows, since nobody is subscribed by then (the same at 1.7.0 and HEAD, so under both rule
  /// sets). A ``LibraryStatePublisher`` stands in for the publisher and is dropped at once; the
  /// root's relay holds it weakly, so dropping it is the cancellation.
  @Test(
    "a store publisher dropped at once runs the scope closure once, for its first value",
    arguments: [StoreRules.lab, .release1_7])
  func testScopeCallCount_OneLevel_Subscribing(rules: StoreRules) {
    var numCalls1 = 0
    let store = Store(initialState: 0, rules: rules) { Reduce<Int, Void> { _, _ in } }
      .scope(
        state: { (count: Int) -> Int in
          numCalls1 += 1
          return count
        },
        action: { $0 })
    _ = LibraryStatePublisher(store) { _ in }
    #expect(numCalls1 == 1)
    store.send(())
    #expect(numCalls1 == 1)

    // NB: beyond the original: a publisher that is kept reads the state again after each send,
    // so the count above stays put because the first was cancelled.
    let kept = LibraryStatePublisher(store) { _ in }
    #expect(numCalls1 == 2)
    store.send(())
    #expect(numCalls1 == 3)
    withExtendedLifetime(kept) {}
  }

  /// The same through two closure scopes: a store publisher's first value runs both closures
  /// once, and a dropped publisher runs neither again.
  @Test(
    "a store publisher dropped at once runs each of two scope closures once",
    arguments: [StoreRules.lab, .release1_7])
  func testScopeCallCount_TwoLevels_Subscribing(rules: StoreRules) {
    var numCalls1 = 0
    var numCalls2 = 0
    let store = Store(initialState: 0, rules: rules) { Reduce<Int, Void> { _, _ in } }
      .scope(
        state: { (count: Int) -> Int in
          numCalls1 += 1
          return count
        },
        action: { $0 }
      )
      .scope(
        state: { (count: Int) -> Int in
          numCalls2 += 1
          return count
        },
        action: { $0 })
    _ = LibraryStatePublisher(store) { _ in }
    #expect([numCalls1, numCalls2] == [1, 1])
    store.send(())
    #expect([numCalls1, numCalls2] == [1, 1])
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

  @Test("an action sent while the store is handling one runs after it, with a warning")
  func testBufferedActionProcessing() {
    typealias Parent = LibraryBufferedActions.ParentState
    typealias Action = LibraryBufferedActions.ParentAction
    var handledActions: [Action] = []
    let parentReducer = Reduce<Parent, Action> { state, action in
      handledActions.append(action)
      switch action {
      case .button: state.child = .init(count: nil)
      case .child(let childCount): state.count = childCount
      }
    }
    .ifLet(\.child, action: \.child) {
      Reduce<LibraryBufferedActions.ChildState, Int?> { state, action in state.count = action }
    }
    let parentStore = Store(initialState: Parent()) { parentReducer }

    // NB: stands in for the original's `Store.ifLet`, a Combine subscription to the store that
    // hands a store of the child to its closure whenever the optional becomes non-`nil`: a view
    // store of the optional's presence (which publishes only when it changes), whose subscriber
    // scopes the child from the store's state, final by then, and sends it `2`, as the
    // original's closure does.
    let optionalChild = parentStore.scope(state: { $0.child }, action: { Action.child($0) })
    let presence = ViewStore(optionalChild, observe: { $0 != nil })
    let onPresent = presence.subscribe {
      guard let child = optionalChild.withState({ $0 }) else { return }
      let childStore = optionalChild.scope(state: { $0 ?? child }, action: { $0 })
      ViewStore(childStore, observe: { $0 }).send(2)
    }
    #expect(handledActions == [])

    let log = recordedEvents { ViewStore(parentStore, observe: { $0 }).send(.button) }
    #expect(handledActions == [.button, .child(2)])
    #expect(parentStore.withState(\.child) == .init(count: 2))
    // NB: the library reports the re-entrant send since 1.25.0 (#3859); 1.7.0 was silent.
    // The subscriber's child store and view store live for its call; the parent's view store,
    // subscribed after it, publishes once per pass: the button's, then the buffered `2`'s.
    let child = "Store<LibraryBufferedActions.ChildState, Int?>"
    let parent =
      "ViewStore<LibraryBufferedActions.ParentState, LibraryBufferedActions.ParentAction>"
    #expect(
      log
        == [
          "\(child).deinit", "\(child).init",
          """
          \(child).warning: sent 2 while an action was being handled; it runs after that one, \
          but a re-entrant send is undefined in the store library: send it after the current \
          send returns, e.g. set a flag in the callback and act on it later
          """,
          "Store<LibraryBufferedActions.ChildState?, Int?>.scope",
          "View\(child).deinit", "View\(child).init",
          "ViewStore<LibraryBufferedActions.ChildState?, Int?>.viewStorePublish",
          "\(parent).deinit", "\(parent).init",
          "\(parent).viewStorePublish", "\(parent).viewStorePublish",
        ].sorted())
    withExtendedLifetime(onPresent) {}
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

/// The types of the library's `testBufferedActionProcessing`: a parent whose button presents a
/// child, and whose child action also sets the parent's count.
enum LibraryBufferedActions {
  struct ChildState: Equatable {
    var count: Int?
  }

  struct ParentState: Equatable {
    var count: Int?
    var child: ChildState?
  }

  enum ParentAction: Equatable, CasePathable {
    case button
    case child(Int?)

    struct AllCasePaths {
      var child: AnyCasePath<ParentAction, Int?> {
        AnyCasePath(embed: ParentAction.child) {
          guard case .child(let action) = $0 else { return nil }
          return action
        }
      }
    }

    static let allCasePaths = AllCasePaths()
  }
}
