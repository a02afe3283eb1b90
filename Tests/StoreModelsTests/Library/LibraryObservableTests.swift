import StoreModels
import TestSupport
import Testing

/// The store library's `ObservableTests` (`Tests/ComposableArchitectureTests/ObservableTests.swift`
/// at its HEAD), one rule per test, ported to the lab's hand-written observable state. Each test
/// has the original's name; its display name says the rule. Where the library's test is an
/// expected failure (`XCTTODO`), ours is a known issue for the same reason. The library's
/// `@Presents` fields are plain optionals here. Not ported (no counterpart in the lab):
/// `testStackState_AddElement`, `testStackState_MutateElement` (`StackState`); see
/// docs/peer-suites.md.
@Suite("Library: ObservableTests")
struct LibraryObservableTests {
  private typealias ChildState = LibraryObservable.ChildState
  private typealias ParentState = LibraryObservable.ParentState
  private typealias EnumState = LibraryObservable.EnumState

  // MARK: - A state's own fields

  @Test("changing a field notifies its readers")
  func testBasics() {
    var state = ChildState()
    let count = observe { _ = state.count }
    state.count += 1
    #expect(count.changed)
    #expect(state.count == 1)
  }

  @Test("assigning a field its own value notifies nobody")
  func testAssignEqualValue() {
    var state = ChildState()
    let count = observe { _ = state.count }
    state.count = state.count
    #expect(state.count == 0)
    #expect(!count.changed)
  }

  @Test("replacing a whole state from inside a mutating method notifies its field readers")
  func testReplace() {
    var state = ChildState(count: 42)
    let count = observe { _ = state.count }
    state.replace(with: ChildState())
    #expect(state.count == 0)
    withKnownIssue(
      """
      `self = other` inside the state's own method goes through no accessor: nothing can see it \
      (the library's XCTTODO, same reason). A store over the state sees it: testStore_Replace.
      """
    ) {
      #expect(count.changed)
    }
  }

  @Test("resetting a whole state from inside a mutating method notifies its field readers")
  func testReset() {
    var state = ChildState(count: 42)
    let count = observe { _ = state.count }
    state.reset()
    #expect(state.count == 0)
    withKnownIssue(
      """
      `self = Self()` inside the state's own method goes through no accessor: nothing can see it \
      (the library's XCTTODO, same reason). A store over the state sees it: testStore_Reset.
      """
    ) {
      #expect(count.changed)
    }
  }

  // MARK: - A nested child

  @Test("a change inside a child notifies readers of its field, not readers of the child")
  func testChildCountMutation() {
    var state = ParentState()
    let childCount = observe { _ = state.child.count }
    let child = observe { _ = state.child }
    state.child.count += 1
    #expect(state.child.count == 1)
    #expect(childCount.changed)
    #expect(!child.changed)
  }

  @Test("assigning a new child notifies readers of the child, not readers of the old one's fields")
  func testChildReset() {
    var state = ParentState()
    let oldChild = state.child
    let oldChildCount = observe { _ = oldChild.count }
    let child = observe { _ = state.child }
    state.child = ChildState(count: 42)
    #expect(state.child.count == 42)
    #expect(!oldChildCount.changed)
    #expect(child.changed)
  }

  @Test("a child replacing itself from inside a mutating method notifies readers of the child")
  func testReplaceChild() {
    var state = ParentState()
    let child = observe { _ = state.child }
    state.child.replace(with: ChildState(count: 42))
    #expect(child.changed)
    #expect(state.child.count == 42)
  }

  @Test("a child resetting itself from inside a mutating method notifies readers of the child")
  func testResetChild() {
    var state = ParentState(child: ChildState(count: 42))
    let child = observe { _ = state.child }
    state.child.reset()
    #expect(child.changed)
    #expect(state.child.count == 0)
  }

  @Test("swapping two children notifies the readers of both")
  func testSwapSiblings() {
    var state = ParentState(child: ChildState(count: 1), sibling: ChildState(count: -1))
    let child = observe { _ = state.child }
    let sibling = observe { _ = state.sibling }
    state.swap()
    #expect(child.changed)
    #expect(sibling.changed)
    #expect(state.child.count == -1)
    #expect(state.sibling.count == 1)
  }

  @Test("a child replaced by a copy of its sibling notifies readers of its fields")
  func testReplaceWithCopy() {
    let childState = ChildState(count: 1)
    var childStateCopy = childState
    childStateCopy.count = 2
    var state = ParentState(child: childState, sibling: childStateCopy)
    let childCount = observe { _ = state.child.count }
    state.child.replace(with: state.sibling)
    #expect(childCount.changed)
    #expect(state.child.count == 2)
    #expect(state.sibling.count == 2)
  }

  @Test("a child replaced by a changed copy of itself notifies readers of its fields")
  func testCopy() {
    var state = ParentState()
    var childCopy = state.child.copy()
    childCopy.count = 42
    let childCount = observe { _ = state.child.count }
    state.child.replace(with: childCopy)
    #expect(state.child.count == 42)
    #expect(childCount.changed)
  }

  // MARK: - An optional child

  @Test("presenting an optional child notifies readers of the optional")
  func testPresentOptional() {
    var state = ParentState()
    let optional = observe { _ = state.optional }
    state.optional = ChildState(count: 42)
    #expect(optional.changed)
    #expect(state.optional?.count == 42)
  }

  @Test("a change inside a presented child notifies readers of its field, not of the optional")
  func testMutatePresentedOptional() {
    var state = ParentState(optional: ChildState())
    let optional = observe { _ = state.optional }
    let presented = state.optional
    let presentedCount = observe { _ = presented?.count }
    state.optional?.count += 1
    #expect(state.optional?.count == 1)
    #expect(!optional.changed)
    #expect(presentedCount.changed)
  }

  @Test("presenting a second optional child notifies readers of that optional")
  func testPresents_NilToNonNil() {
    var state = ParentState()
    let presentation = observe { _ = state.presentation }
    state.presentation = ChildState()
    #expect(presentation.changed)
    #expect(state.presentation?.count == 0)
  }

  @Test("a change inside a presented child, read through the parent, notifies its field's readers")
  func testPresents_Mutate() {
    var state = ParentState(presentation: ChildState())
    let presentation = observe { _ = state.presentation }
    // NB: unlike `testMutatePresentedOptional`, the count is read through the parent, as a view's
    // body would, so this reader reads `presentation` as well.
    let presentationCount = observe { _ = state.presentation?.count }
    state.presentation?.count += 1
    #expect(state.presentation?.count == 1)
    #expect(!presentation.changed)
    #expect(presentationCount.changed)
  }

  // MARK: - An enum destination

  @Test("presenting a destination notifies readers of the destination")
  func testPresentDestination() {
    var state = ParentState()
    let destination = observe { _ = state.destination }
    state.destination = .child1(ChildState(count: 42))
    #expect(destination.changed)
    #expect(state.destination?.child1?.count == 42)
  }

  @Test("dismissing a destination notifies readers of the destination")
  func testDismissDestination() {
    var state = ParentState(destination: .child1(ChildState()))
    let destination = observe { _ = state.destination }
    state.destination = nil
    #expect(destination.changed)
    #expect(state.destination == nil)
  }

  @Test("a destination in another case notifies readers of the destination")
  func testChangeDestination() {
    var state = ParentState(destination: .child1(ChildState()))
    let destination = observe { _ = state.destination }
    state.destination = .child2(ChildState(count: 42))
    #expect(destination.changed)
    #expect(state.destination?.child2?.count == 42)
  }

  @Test("the same child moved to another case notifies readers of the destination")
  func testChangeDestination_KeepIdentity() {
    let childState = ChildState(count: 42)
    var state = ParentState(destination: .child1(childState))
    let destination = observe { _ = state.destination }
    state.destination = .child2(childState)
    #expect(destination.changed)
    #expect(state.destination?.child2?.count == 42)
  }

  /// NB: The library's 1.7.0 asserted the opposite (no change); its HEAD asserts this, since
  /// #2910 fixed the stale views of #2887 and #2899. We follow HEAD: it is the correct screen.
  @Test("a new plain payload in the same case notifies readers of the destination")
  func testMutatingDestination_NonObservableCase() {
    var state = ParentState(destination: .inert(0))
    let destination = observe { _ = state.destination }
    state.destination = .inert(1)
    #expect(state.destination == .inert(1))
    #expect(destination.changed)
  }

  // MARK: - Through a store

  @Test("a reducer replacing a child notifies readers of the child through the store")
  func testStore_ReplaceChild() {
    let store = Store(initialState: ParentState()) {
      Reduce<ParentState, Void> { state, _ in state.child.replace(with: ChildState(count: 42)) }
    }
    let child = observe { _ = store.child }
    store.send(())
    #expect(child.changed)
    #expect(store.child.count == 42)
  }

  @Test("a reducer replacing the whole state notifies readers of its fields through the store")
  func testStore_Replace() {
    let store = Store(initialState: ChildState()) {
      Reduce<ChildState, Void> { state, _ in state.replace(with: ChildState(count: 42)) }
    }
    let count = observe { _ = store.count }
    store.send(())
    #expect(count.changed)
    #expect(store.count == 42)
  }

  @Test("a reducer resetting a child notifies readers of the child through the store")
  func testStore_ResetChild() {
    let store = Store(initialState: ParentState(child: ChildState(count: 42))) {
      Reduce<ParentState, Void> { state, _ in state.child.reset() }
    }
    let child = observe { _ = store.child }
    store.send(())
    #expect(child.changed)
    #expect(store.child.count == 0)
  }

  @Test("a reducer resetting the whole state notifies readers of its fields through the store")
  func testStore_Reset() {
    let store = Store(initialState: ChildState(count: 42)) {
      Reduce<ChildState, Void> { state, _ in state.reset() }
    }
    let count = observe { _ = store.count }
    store.send(())
    #expect(count.changed)
    #expect(store.count == 0)
  }

  @Test("an enum state whose payload goes from one payload-less case to another notifies readers")
  func testEnumStateWithInertCases() {
    let store = Store(initialState: EnumState.count(.one)) {
      Reduce<EnumState, Void> { state, _ in state = .count(.two) }
    }
    let state = observe { _ = store.state }
    store.send(())
    #expect(state.changed)
  }

  @Test("an enum state in another case with an equal payload notifies readers")
  func testEnumStateWithInertCasesTricky() {
    let store = Store(initialState: EnumState.count(.one)) {
      Reduce<EnumState, Void> { state, _ in state = .anotherCount(.one) }
    }
    let state = observe { _ = store.state }
    store.send(())
    #expect(state.changed)
  }

  @Test("an enum state whose plain payload changes notifies readers through the store")
  func testEnumStateWithIntCase() {
    let store = Store(initialState: EnumState.int(0)) {
      Reduce<EnumState, Void> { state, _ in state = .int(1) }
    }
    let state = observe { _ = store.state }
    store.send(())
    #expect(state.changed)
    #expect(store.state == .int(1))
  }

  // MARK: - Collections of children

  @Test("appending to an identified array notifies readers of the array")
  func testIdentifiedArray_AddElement() {
    var state = ParentState()
    let rows = observe { _ = state.rows }
    state.rows.append(ChildState())
    #expect(state.rows.count == 1)
    #expect(rows.changed)
  }

  @Test("a change inside an element notifies only readers of that element's field")
  func testIdentifiedArray_MutateElement() {
    var state = ParentState(rows: [ChildState(), ChildState()])
    let rows = observe { _ = state.rows }
    let firstRow = observe { _ = state.rows[0] }
    let firstRowCount = observe { _ = state.rows[0].count }
    let secondRowCount = observe { _ = state.rows[1].count }
    state.rows[0].count += 1
    #expect(state.rows[0].count == 1)
    #expect(!rows.changed)
    #expect(!firstRow.changed)
    #expect(firstRowCount.changed)
    #expect(!secondRowCount.changed)
  }

  @Test("appending to a plain array of children notifies readers of the array")
  func testArrayAppend() {
    var state = ParentState()
    let children = observe { _ = state.children }
    state.children.append(ChildState())
    #expect(children.changed)
  }

  @Test("a change inside an element of a plain array notifies nobody reading the array")
  func testArrayMutate() {
    var state = ParentState(children: [ChildState()])
    let children = observe { _ = state.children }
    state.children[0].count += 1
    #expect(!children.changed)
  }

  @Test("an element replaced by a changed copy of itself notifies readers of its fields")
  func testCopyMutation() {
    var state = ParentState(children: [ChildState(count: 42)])
    var copy = state.children[0]
    copy.count += 1
    let count = observe { _ = state.children[0].count }
    state.children[0] = copy
    #expect(state.children[0].count == 43)
    withKnownIssue(
      """
      The copy shares the element's identity, and the array is compared by its elements' \
      identities, so the write looks like a change made inside the element, whose own field \
      setter never ran (the library's XCTTODO, same reason). Telling would mean keeping the old \
      elements across every write, which copies the whole array on each one-element change.
      """
    ) {
      #expect(count.changed)
    }
  }

  @Test("an element given a fresh identity after its copy is assigned notifies its readers")
  func testCopyMutation_WithPerturbation() {
    var state = ParentState(children: [ChildState(count: 42)])
    var copy = state.children[0]
    copy.count += 1
    let count = observe { _ = state.children[0].count }
    state.children[0] = copy
    state.children[0]._$willModify()
    #expect(count.changed)
    #expect(state.children[0].count == 43)
  }
}
