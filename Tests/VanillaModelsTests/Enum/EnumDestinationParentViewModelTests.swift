import TestSupport
import Testing
import VanillaModels

@Suite("EnumDestination.ParentViewModel")
struct EnumDestinationParentViewModelTests {
  @Test("a presented counter's + notifies the counter only: the parent's view shows no count")
  func countChangesStayInTheChild() {
    let parent = EnumDestination.ParentViewModel()
    parent.toggle1ButtonTapped()
    observeAsViews(parent, parent.presented)
    let events = recordedEvents { parent.presented?.incrementButtonTapped() }
    #expect(events == ["CounterViewModel.objectWillChange"])
    #expect(parent.presented?.count == 1)
  }

  @Test("the counter's Dismiss clears the destination through the parent")
  func dismiss() {
    let parent = EnumDestination.ParentViewModel()
    parent.toggle2ButtonTapped()
    observeAsViews(parent, parent.presented)
    let events = recordedEvents { parent.presented?.dismissButtonTapped() }
    #expect(events == ["ParentViewModel.objectWillChange"])
    #expect(parent.presented == nil)
  }

  @Test("presenting the other counter releases the one it replaces")
  func replacedCounterIsReleased() {
    let parent = EnumDestination.ParentViewModel()
    weak var weakOld: EnumDestination.CounterViewModel?
    do {
      parent.toggle1ButtonTapped()
      parent.presented?.incrementButtonTapped()
      weakOld = parent.presented
    }
    #expect(weakOld != nil)
    parent.toggle2ButtonTapped()
    #expect(weakOld == nil)
  }

  @Test("releasing the parent releases its presented counter")
  func noLeaks() {
    weak var weakParent: EnumDestination.ParentViewModel?
    weak var weakCounter: EnumDestination.CounterViewModel?
    do {
      let parent = EnumDestination.ParentViewModel()
      parent.toggle1ButtonTapped()
      parent.presented?.incrementButtonTapped()
      weakParent = parent
      weakCounter = parent.presented
    }
    #expect(weakParent == nil)
    #expect(weakCounter == nil)
  }
}
