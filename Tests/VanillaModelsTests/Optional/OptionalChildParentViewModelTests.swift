import TestSupport
import Testing
import VanillaModels

@Suite("OptionalChild.ParentViewModel")
struct OptionalChildParentViewModelTests {
  @Test("a child change reaches the parent only while the parent shows the child's count")
  func forwardsOnlyWhileObserving() {
    let parent = OptionalChild.ParentViewModel()
    parent.toggleButtonTapped()
    let unobserved = recordedEvents { parent.child?.incrementButtonTapped() }
    #expect(unobserved == ["CounterViewModel.objectWillChange"])

    parent.observeCountButtonTapped()
    let observed = recordedEvents { parent.child?.incrementButtonTapped() }
    #expect(observed == ["CounterViewModel.objectWillChange", "ParentViewModel.objectWillChange"])
    #expect(parent.child?.count == 2)
  }

  @Test("a destroyed child's changes no longer reach the parent")
  func destroyedChildIsNotForwarded() throws {
    let parent = OptionalChild.ParentViewModel()
    parent.observeCountButtonTapped()
    parent.toggleButtonTapped()
    let oldChild = try #require(parent.child)
    parent.toggleButtonTapped()
    #expect(
      recordedEvents { oldChild.incrementButtonTapped() } == [
        "CounterViewModel.objectWillChange"
      ])
  }

  @Test("a replaced child's changes no longer reach the parent; the new child's do")
  func replacedChildIsNotForwarded() throws {
    let parent = OptionalChild.ParentViewModel()
    parent.observeCountButtonTapped()
    parent.toggleButtonTapped()
    let oldChild = try #require(parent.child)
    parent.child = OptionalChild.CounterViewModel()
    #expect(
      recordedEvents { oldChild.incrementButtonTapped() } == [
        "CounterViewModel.objectWillChange"
      ])
    #expect(
      recordedEvents { parent.child?.incrementButtonTapped() } == [
        "CounterViewModel.objectWillChange", "ParentViewModel.objectWillChange",
      ])
  }

  @Test("destroying the child releases it")
  func destroyedChildIsReleased() {
    let parent = OptionalChild.ParentViewModel()
    weak var weakChild: OptionalChild.CounterViewModel?
    do {
      parent.observeCountButtonTapped()
      parent.toggleButtonTapped()
      parent.child?.incrementButtonTapped()
      weakChild = parent.child
    }
    #expect(weakChild != nil)
    parent.toggleButtonTapped()
    #expect(weakChild == nil)
  }

  @Test("releasing the parent releases its child")
  func noLeaks() {
    weak var weakParent: OptionalChild.ParentViewModel?
    weak var weakChild: OptionalChild.CounterViewModel?
    do {
      let parent = OptionalChild.ParentViewModel()
      parent.observeCountButtonTapped()
      parent.toggleButtonTapped()
      parent.child?.incrementButtonTapped()
      weakParent = parent
      weakChild = parent.child
    }
    #expect(weakParent == nil)
    #expect(weakChild == nil)
  }
}
