import StoreModels
import TestSupport
import Testing

@Suite("Scope to an enum case")
struct CaseScopeTests {
  private typealias Parent = EnumDestination.Parent

  @Test("scoping to the current case returns a store, to another case nil")
  func onlyCurrentCaseScopes() throws {
    let store = Store(initialState: Parent.State(destination: .counter1(.init()))) { Parent() }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    #expect(destination.scope(state: \.counter1, action: \.counter1) != nil)
    #expect(destination.scope(state: \.counter2, action: \.counter2) == nil)
  }

  @Test("scoping twice to the current case returns the identical store")
  func repeatedScopeIsCached() throws {
    let store = Store(initialState: Parent.State(destination: .counter1(.init()))) { Parent() }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    let first = destination.scope(state: \.counter1, action: \.counter1)
    #expect(first === destination.scope(state: \.counter1, action: \.counter1))
  }

  @Test("a change inside the case does not invalidate a parent that scoped to the case")
  func payloadChangeIsSilentForParent() throws {
    let store = Store(initialState: Parent.State(destination: .counter1(.init()))) { Parent() }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    let counter = try #require(destination.scope(state: \.counter1, action: \.counter1))
    let parent = observe {
      _ = store.scope(state: \.destination, action: \.destination)?
        .scope(state: \.counter1, action: \.counter1)
    }
    let reader = observe { _ = counter.count }
    counter.send(.incrementButtonTapped)
    #expect(!parent.changed)
    #expect(reader.changed)
  }

  @Test("changing case invalidates a parent that scoped to the case")
  func caseChangeNotifiesParent() throws {
    let store = Store(initialState: Parent.State(destination: .counter1(.init()))) { Parent() }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    let parent = observe { _ = destination.scope(state: \.counter1, action: \.counter1) }
    store.send(.toggle2ButtonTapped)
    #expect(parent.changed)
  }

  @Test("changing case evicts the old case's store; the same case later gets a new one")
  func caseChangeEvicts() throws {
    let store = Store(initialState: Parent.State(destination: .counter1(.init()))) { Parent() }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    _ = destination.scope(state: \.counter1, action: \.counter1)
    let log = recordedEvents { store.send(.toggle2ButtonTapped) }
    #expect(log == ["StoreOf<EnumDestination.Counter>.deinit"])
    #expect(destination === store.scope(state: \.destination, action: \.destination))
  }

  @Test("a new number in the note's plain case notifies readers of the destination and the note")
  func notePayloadChangeNotifiesReaders() throws {
    let store = Store(initialState: Parent.State(destination: .note(0))) { Parent() }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    let note = try #require(destination.scope(state: \.note, action: \.note))
    let parent = observe { _ = destination.state }
    let reader = observe { _ = note.withState(\.self) }
    note.send(.nextButtonTapped)
    #expect(parent.changed)
    #expect(reader.changed)
    #expect(note.withState(\.self) == 1)
    #expect(note === destination.scope(state: \.note, action: \.note))
  }

  @Test("a counter dismissing itself empties the destination; the child reduces it first")
  func dismissEmptiesDestination() throws {
    let store = Store(initialState: Parent.State(destination: .counter2(.init()))) { Parent() }
    let counter = try #require(
      store.scope(state: \.destination, action: \.destination)?
        .scope(state: \.counter2, action: \.counter2))
    let log = recordedEvents { counter.send(.dismissButtonTapped) }
    #expect(store.destination == nil)
    #expect(counter.isInvalid)
    // NB: the test holds the counter's store, so only the destination's is released. Were the
    // parent run first, the child would get its dismiss with its state already nil and log
    // ifLet's warning for an action sent to an absent child.
    #expect(log == ["StoreOf<EnumDestination.Destination>.deinit"])
  }
}
