import StoreModels
import Testing

@Suite("Scope to an optional child")
struct OptionalScopeTests {
  private typealias Parent = OptionalChild.Parent

  @Test("scoping to an absent child returns nil")
  func absentChildIsNil() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.child, action: \.child) == nil)
  }

  @Test("scoping twice to a present child returns the identical store")
  func repeatedScopeIsCached() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let first = store.scope(state: \.child, action: \.child)
    let second = store.scope(state: \.child, action: \.child)
    #expect(first != nil)
    #expect(first === second)
  }

  @Test("mutating inside the child does not invalidate a parent that only scoped to it")
  func childChangeIsSilentForScopingParent() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let parent = observe { _ = store.scope(state: \.child, action: \.child) }
    child?.send(.incrementButtonTapped)
    #expect(!parent.changed)
    #expect(store.child?.count == 1)
  }

  @Test("mutating inside the child invalidates a parent that reads its count")
  func childChangeNotifiesParentReadingCount() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let parent = observe { _ = store.child?.count }
    child?.send(.incrementButtonTapped)
    #expect(parent.changed)
  }

  @Test("the child appearing invalidates a parent that scoped to it")
  func appearingNotifies() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let parent = observe { _ = store.scope(state: \.child, action: \.child) }
    store.send(.toggleButtonTapped)
    #expect(parent.changed)
  }

  @Test("the child disappearing invalidates a parent that scoped to it")
  func disappearingNotifies() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let parent = observe { _ = store.scope(state: \.child, action: \.child) }
    store.send(.toggleButtonTapped)
    #expect(parent.changed)
  }

  @Test("a child that disappears and appears again gets a new store")
  func reappearingChildGetsNewStore() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let first = store.scope(state: \.child, action: \.child)
    store.send(.toggleButtonTapped)
    store.send(.toggleButtonTapped)
    let second = store.scope(state: \.child, action: \.child)
    #expect(second != nil)
    #expect(first !== second)
  }

  @Test("destroying the child evicts its store, which is released with the last reference")
  func disappearingEvicts() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    _ = store.scope(state: \.child, action: \.child)
    let log = events { store.send(.toggleButtonTapped) }
    #expect(log == ["StoreOf<OptionalChild.Counter>.deinit"])
  }
}
