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

  @Test("an optional state has its wrapped value's identity, and one stable identity for nil")
  func optionalIdentity() {
    let counter: OptionalChild.Counter.State? = OptionalChild.Counter.State()
    let none: OptionalChild.Counter.State? = nil
    #expect(counter._$id == counter?._$id)
    #expect(none._$id == Optional<OptionalChild.Counter.State>.none._$id)
    #expect(none._$id != counter._$id)
  }
}
