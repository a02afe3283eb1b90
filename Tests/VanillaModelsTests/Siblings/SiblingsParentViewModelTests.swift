import TestSupport
import Testing
import VanillaModels

@Suite("Siblings.ParentViewModel")
struct SiblingsParentViewModelTests {
  @Test("a tap on a counter notifies that counter only: the parent's view shows no count")
  func countChangesStayInTheChild() {
    let parent = Siblings.ParentViewModel()
    observeAsViews(parent, parent.counter1, parent.counter2)
    let events = recordedEvents { parent.counter1.incrementButtonTapped() }
    #expect(events == ["CounterViewModel.objectWillChange"])
  }

  @Test("resetting both notifies both counters, even one already at 0")
  func resetAllNotifiesBoth() {
    let parent = Siblings.ParentViewModel()
    observeAsViews(parent, parent.counter1, parent.counter2)
    parent.counter2.incrementButtonTapped()
    let events = recordedEvents { parent.resetAllButtonTapped() }
    #expect(events == ["CounterViewModel.objectWillChange", "CounterViewModel.objectWillChange"])
    #expect(parent.counts == [0, 0])
  }

  @Test("swapping exchanges the view models and notifies the parent once per slot")
  func swap() {
    let parent = Siblings.ParentViewModel()
    observeAsViews(parent, parent.counter1, parent.counter2)
    let (first, second) = (parent.counter1, parent.counter2)
    let events = recordedEvents { parent.swapButtonTapped() }
    #expect(events == ["ParentViewModel.objectWillChange", "ParentViewModel.objectWillChange"])
    #expect(parent.counter1 === second)
    #expect(parent.counter2 === first)
  }

  @Test("releasing the parent releases both counters")
  func noLeaks() {
    weak var weakParent: Siblings.ParentViewModel?
    weak var weakCounter1: Siblings.CounterViewModel?
    weak var weakCounter2: Siblings.CounterViewModel?
    do {
      let parent = Siblings.ParentViewModel()
      parent.counter1.incrementButtonTapped()
      parent.swapButtonTapped()
      weakParent = parent
      weakCounter1 = parent.counter1
      weakCounter2 = parent.counter2
    }
    #expect(weakParent == nil)
    #expect(weakCounter1 == nil)
    #expect(weakCounter2 == nil)
  }
}
