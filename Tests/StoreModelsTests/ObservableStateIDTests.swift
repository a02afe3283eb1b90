import StoreModels
import Testing

@Suite("Observable state identity")
struct ObservableStateIDTests {
  private typealias Destination = EnumDestination.Destination

  @Test("a payload-less case has the same identity on every read")
  func payloadlessCaseIsStable() {
    #expect(ObservableStateID(case: 2) == ObservableStateID(case: 2))
    #expect(ObservableStateID(case: 2) != ObservableStateID(case: 3))
  }

  @Test("an enum state keeps its identity while its payload changes inside")
  func payloadChangeKeepsIdentity() {
    var state = Destination.State.counter1(EnumDestination.Counter.State())
    let id = state._$id
    if case .counter1(var counter) = state {
      counter.count += 1
      state = .counter1(counter)
    }
    #expect(state._$id == id)
  }

  @Test("an enum state in another case has another identity, even with the same payload")
  func caseChangeChangesIdentity() {
    let counter = EnumDestination.Counter.State()
    #expect(Destination.State.counter1(counter)._$id != Destination.State.counter2(counter)._$id)
  }

  @Test("a case with a plain Equatable payload: equal payloads, equal identities")
  func plainPayloadIsComparedByValue() {
    #expect(ObservableStateID(case: 2, payload: 1) == ObservableStateID(case: 2, payload: 1))
    #expect(ObservableStateID(case: 2, payload: 1) != ObservableStateID(case: 2, payload: 2))
    #expect(ObservableStateID(case: 2, payload: 1) != ObservableStateID(case: 3, payload: 1))
    #expect(ObservableStateID(case: 2, payload: 1) != ObservableStateID(case: 2, payload: "1"))
  }

  @Test("a case with a new plain payload has a new identity: a note's next number")
  func notePayloadChangeChangesIdentity() {
    #expect(Destination.State.note(0)._$id == Destination.State.note(0)._$id)
    #expect(Destination.State.note(0)._$id != Destination.State.note(1)._$id)
  }

  @Test("a case with a payload that cannot be compared has a fresh identity on every read")
  func uncomparablePayloadIsFreshOnEveryRead() {
    struct Opaque {}
    #expect(
      ObservableStateID(case: 0, payload: Opaque()) != ObservableStateID(case: 0, payload: Opaque())
    )
  }

  @Test("an observable payload lends its identity, tagged with the case")
  func observablePayloadLendsItsIdentity() {
    let counter = EnumDestination.Counter.State()
    #expect(ObservableStateID(case: 0, payload: counter) == counter._$id.tagged(0))
    #expect(
      ObservableStateID(case: 0, payload: counter) == Destination.State.counter1(counter)._$id)
  }

  @Test("an absent optional has another identity than a payload-less case of the wrapped enum")
  func nilIsNotTheFirstPayloadlessCase() {
    let first: Payloadless? = .first
    let none: Payloadless? = nil
    #expect(first._$id == ObservableStateID(case: 0))
    #expect(none._$id != first._$id)
  }

  @Test("an optional state has its wrapped value's identity, and one stable identity for nil")
  func optionalIdentity() {
    let counter: OptionalChild.Counter.State? = OptionalChild.Counter.State()
    let none: OptionalChild.Counter.State? = nil
    #expect(counter._$id == counter?._$id)
    #expect(none._$id == Optional<OptionalChild.Counter.State>.none._$id)
    #expect(none._$id != counter._$id)
  }
}

/// An observable enum whose cases carry nothing.
private enum Payloadless: ObservableState {
  case first, second

  var _$id: ObservableStateID {
    switch self {
    case .first: ObservableStateID(case: 0)
    case .second: ObservableStateID(case: 1)
    }
  }

  mutating func _$willModify() {}
}
