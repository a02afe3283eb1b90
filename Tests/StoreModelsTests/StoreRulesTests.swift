import Observation
import TestSupport
import Testing

@testable import StoreModels

/// Which rules are in force when: each tree's send runs under its own, a nested send to another
/// tree under that tree's, and the lab's outside any send (``StoreRules/current``). That a store
/// reads its identity under its tree's rules when made is pinned by
/// `LibraryObservableTestsRelease1_7.testEnumStateWithIntCase`.
@Suite("Store rules in force")
struct StoreRulesTests {
  private typealias ChildState = LibraryObservable.ChildState

  /// The rules each reducer saw, in the order they ran.
  private final class Seen {
    var rules: [StoreRules] = []
  }

  @Test("a send at 1.7.0's rules that sends to a tree at the lab's: each runs under its own")
  func nestedSendToAnotherTree() {
    let seen = Seen()
    let lab = Store(initialState: ChildState()) {
      Reduce<ChildState, Void> { state, _ in
        seen.rules.append(StoreRules.current)
        state.count = state.count
      }
    }
    let old = Store(initialState: ChildState(), rules: .release1_7) {
      Reduce<ChildState, Void> { state, _ in
        seen.rules.append(StoreRules.current)
        state.count += 1
        seen.rules.append(StoreRules.current)
      }
    }
    #expect(StoreRules.current == .lab)
    let labCount = observe { _ = lab.count }
    // NB: the callback fires at `willSet`, inside the old tree's reducer, and sends to the lab's.
    withObservationTracking {
      _ = old.count
    } onChange: {
      MainActor.assumeIsolated { lab.send(()) }
    }
    old.send(())
    #expect(seen.rules == [.release1_7, .lab, .release1_7])
    #expect(!labCount.changed, "the lab's tree assigned its equal value under its own rules")
    #expect(StoreRules.current == .lab)
  }

}
