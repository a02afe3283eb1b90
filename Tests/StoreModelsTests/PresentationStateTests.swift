import StoreModels
import TestSupport
import Testing

/// `PresentationState`'s `[case:]` subscript where the library's own tests do not go
/// (docs/peer-suites.md, `PresentationReducerTests`' `testPresentationStateSubscriptCase…`).
@Suite("PresentationState's case subscript")
struct PresentationStateTests {
  private typealias Destination = LibraryPresentation.Destination

  @Test("a write through a case while nothing is presented changes nothing, with a warning")
  func writeThroughACaseWhileNil() {
    // NB: the library's issue for this write names no case (`Can't modify unrelated case`,
    // `PresentationReducer.swift` lines 136–151 at HEAD d34c1dfe7a); the lab's warning says the
    // state is nil.
    var child = PresentationState<Destination>(wrappedValue: nil)

    let log = recordedEvents { child[case: \.int] = 1 }

    #expect(child.wrappedValue == nil)
    #expect(
      log == [
        """
        PresentationState<LibraryPresentation.Destination>.warning: ignored a write to a case \
        the state is not in; it is nil
        """
      ])
  }
}
