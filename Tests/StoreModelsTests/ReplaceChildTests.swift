import StoreModels
import Testing

@Suite("Replacing a child")
struct ReplaceChildTests {
  private typealias Parent = Siblings.Parent

  @Test("replacing a child with a fresh value invalidates its readers, even with equal fields")
  func resetSelfNotifiesReaders() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    let reader = observe { _ = counter1.count }
    counter1.send(.resetButtonTapped)
    #expect(reader.changed)
  }

  @Test("replacing a child with a fresh value does not invalidate its sibling's readers")
  func resetSelfIsSilentForSibling() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    let counter2 = store.scope(state: \.counter2, action: \.counter2)
    let sibling = observe { _ = counter2.count }
    let parent = observe {
      _ = store.scope(state: \.counter1, action: \.counter1)
      _ = store.scope(state: \.counter2, action: \.counter2)
    }
    counter1.send(.resetButtonTapped)
    #expect(!sibling.changed)
    #expect(!parent.changed)
  }

  @Test("swapping two children invalidates the readers of both")
  func swapNotifiesBoth() {
    let store = Store(initialState: Parent.State(counter1: .init(count: 1))) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    let counter2 = store.scope(state: \.counter2, action: \.counter2)
    let first = observe { _ = counter1.count }
    let second = observe { _ = counter2.count }
    store.send(.swapButtonTapped)
    #expect(first.changed)
    #expect(second.changed)
    #expect(counter2.count == 1)
  }

  @Test("a change made after a reset reaches the readers of the new value")
  func readersFollowTheNewValue() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    counter1.send(.resetButtonTapped)
    let reader = observe { _ = counter1.count }
    counter1.send(.incrementButtonTapped)
    #expect(reader.changed)
  }
}
