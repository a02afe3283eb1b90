import StoreModels
import TestSupport
import Testing

/// The store library's `StoreFilterTests` (`Tests/ComposableArchitectureTests/`
/// `StoreFilterTests.swift` at 1.7.0, whose class is `StoreInvalidationTests`; the file was
/// removed in 1.19.0): a view store of a store scoped with closures publishes nothing for sends
/// that leave its state as it was. The test has the original's name.
///
/// NB: the original scopes with the library's internal `scope(id:state:action:isInvalid:)`, a
/// closure scope given a predicate on its parent's state under which it counts as invalid. The
/// lab's closure scopes take no such predicate, and the original never makes its store invalid:
/// the predicate holds for a state that is not `nil`, the state starts `nil` and its reducer
/// changes nothing (the predicate was a filter's, letting actions through only for a state that
/// was not `nil`, until 0.57.0 turned the filter into an invalidation and kept the expression).
/// Until 1.5.6 an invalid store stopped publishing or deriving its state; since, every store
/// reads through from the root, and at 1.7.0 only binding setters, which the lab does not have,
/// asked whether a store was invalid. See docs/peer-suites.md.
@Suite("Library: StoreFilterTests")
struct LibraryStoreFilterTests {
  @Test("a view store of a closure-scoped store publishes nothing for sends that change nothing")
  func testInvalidation() {
    // NB: the original counts the values of the view store's `publisher`, which sends the
    // current one on subscribe (its count starts at 1 and stays there); the lab's view store
    // has no publisher, so this counts its `subscribe` calls, starting at 0, and reads the
    // current value by hand.
    let store = Store(initialState: Int?.none) { Reduce<Int?, Void> { _, _ in } }
      .scope(state: { $0 }, action: { $0 })
    let viewStore = ViewStore(store, observe: { $0 })
    var publishes = 0
    let subscription = viewStore.subscribe { publishes += 1 }
    #expect(viewStore.state == nil)
    #expect(publishes == 0)

    let log = recordedEvents {
      viewStore.send(())
      #expect(publishes == 0)
      viewStore.send(())
      #expect(publishes == 0)
    }

    #expect(viewStore.state == nil)
    #expect(log == [])
    withExtendedLifetime(subscription) {}
  }
}
