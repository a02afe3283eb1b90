import StoreModels
import TestSupport
import Testing

/// The store library's `CompatibilityTests` (`Tests/ComposableArchitectureTests/`
/// `CompatibilityTests.swift` at its HEAD): an action sent while another is being handled runs
/// after it. The test has the original's name. Not ported:
/// `testCaseStudy_ActionReentranceFromClearedBufferCausingDeinitAction` (an effect's publisher
/// sending from an action payload's `deinit`; the lab's reducers return no effects), whose
/// mechanism, an action sent from a buffered payload's `deinit`, the lab's
/// `StoreTests.sendFromABufferedPayloadsDeinit` pins without an effect; see docs/peer-suites.md.
@Suite("Library: CompatibilityTests")
struct LibraryCompatibilityTests {
  /// A view store's subscriber sends while the store tells its view stores of a send: the
  /// action runs once that send is over, and the view store then holds the store's state.
  @Test("an action sent from a view store's subscriber runs after the send that published")
  func testCaseStudy_ActionReentranceFromStateObservation() {
    // NB: the original sinks the view store's `publisher`, which emits the value just stored
    // (and the current one on subscribe). The lab's view store has no publisher; its
    // `subscribe` is told before the new view state is stored, so the subscribers read the value
    // being published from the store (the view state is the whole state), and the initial value
    // is read once by hand.
    let store = Store(initialState: 0) { Reduce<Int, Int> { state, action in state = action } }
    let viewStore = ViewStore(store, observe: { $0 })

    let resetter = viewStore.subscribe {
      if store.withState({ $0 }) == 1 {
        viewStore.send(0)
      }
    }
    var stateChanges = [viewStore.state]
    let recorder = viewStore.subscribe { stateChanges.append(store.withState { $0 }) }

    #expect(stateChanges == [0])
    let log = recordedEvents { viewStore.send(1) }
    #expect(stateChanges == [0, 1, 0])
    #expect(viewStore.state == 0)
    #expect(store.withState { $0 } == 0)
    // NB: the library reports the re-entrant send since 1.25.0 (#3859); 1.7.0 was silent.
    #expect(
      log == [
        """
        Store<Int, Int>.warning: sent 0 while an action was being handled; it runs after that \
        one, but a re-entrant send is undefined in the store library: send it after the current \
        send returns, e.g. set a flag in the callback and act on it later
        """,
        "ViewStore<Int, Int>.viewStorePublish",
        "ViewStore<Int, Int>.viewStorePublish",
      ])
    withExtendedLifetime((resetter, recorder)) {}
  }
}
