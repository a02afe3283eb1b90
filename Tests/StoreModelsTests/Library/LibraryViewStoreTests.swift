import StoreModels
import Testing

/// Two cases of the store library's `ViewStoreTests` (`Tests/ComposableArchitectureTests/`
/// `ViewStoreTests.swift` at its HEAD): what a send costs view stores that publish nothing, and
/// the order their subscribers are told in. Each test has the original's name. The others
/// (the view store's Combine `publisher`, and `send(_:while:)`, `yield(while:)` and the async
/// sends, which wait for effects) are listed with the reason in docs/peer-suites.md; the lab's
/// own `ViewStoreTests` pin its view store's publishing.
@Suite("Library: ViewStoreTests")
struct LibraryViewStoreTests {
  @Test("each view store compares its view state once per send, even when nothing changed")
  func testEqualityChecks() {
    let counter = LibraryViewStore.EqualityCounter()
    let store = Store(initialState: LibraryViewStore.State(counter: counter)) {
      Reduce<LibraryViewStore.State, Void> { _, _ in }
    }
    let store1 = store.scope(state: { $0 }, action: { $0 })
    let store2 = store1.scope(state: { $0 }, action: { $0 })
    let store3 = store2.scope(state: { $0 }, action: { $0 })
    let store4 = store3.scope(state: { $0 }, action: { $0 })

    // NB: the original also sinks each view store's `publisher` and `publisher.substate`; the
    // lab's view store has no publisher, and those sinks compare nothing here, since nothing is
    // ever published. Its subscriptions stand in for the first four.
    let viewStores = [
      ViewStore(store1, observe: { $0 }), ViewStore(store2, observe: { $0 }),
      ViewStore(store3, observe: { $0 }), ViewStore(store4, observe: { $0 }),
    ]
    let subscriptions = viewStores.map { $0.subscribe {} }

    #expect(counter.checks == 0)
    #expect(counter.subChecks == 0)
    // NB: after each send every view store derives its view state and compares it with the
    // last (one `==` each, four in all); the substate's `==` runs once inside each of those.
    for sends in 1...4 {
      viewStores[3].send(())
      #expect(counter.checks == 4 * sends)
      #expect(counter.subChecks == 4 * sends)
    }
    withExtendedLifetime(subscriptions) {}
  }

  @Test("a view store tells its subscribers of each publish in the order they subscribed")
  func testStorePublisherSubscriptionOrder() {
    let store = Store(initialState: 0) { Reduce<Int, Void> { state, _ in state += 1 } }
    let viewStore = ViewStore(store, observe: { $0 })

    // NB: the original sinks the view store's `publisher` three times; the lab's subscriptions
    // stand in. A publisher also emits its current value to each new sink (the original's
    // first `[0, 1, 2]`); a subscription is told of publishes only.
    var results: [Int] = []
    let subscriptions = (0...2).map { index in viewStore.subscribe { results.append(index) } }
    #expect(results == [])

    for _ in 1...3 {
      results = []
      viewStore.send(())
      #expect(results == [0, 1, 2])
    }

    results = []
    for _ in 1...10 {
      viewStore.send(())
    }
    #expect(results == Array(repeating: [0, 1, 2], count: 10).flatMap { $0 })
    withExtendedLifetime(subscriptions) {}
  }
}

/// The state of the library's `testEqualityChecks`, whose `==` counts its calls, and those of its
/// substate's.
enum LibraryViewStore {
  /// How many times the states were compared.
  final class EqualityCounter {
    var checks = 0
    var subChecks = 0
  }

  struct State: Equatable {
    var substate: Substate

    init(counter: EqualityCounter) {
      self.substate = Substate(counter: counter)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.substate.counter.checks += 1
      return lhs.substate == rhs.substate
    }
  }

  struct Substate: Equatable {
    let counter: EqualityCounter
    var name = "Blob"

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.counter.subChecks += 1
      return lhs.name == rhs.name
    }
  }
}
