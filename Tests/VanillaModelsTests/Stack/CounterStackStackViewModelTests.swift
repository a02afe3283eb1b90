import TestSupport
import Testing
import VanillaModels

@Suite("CounterStack.StackViewModel")
struct CounterStackStackViewModelTests {
  @Test("a tap on a screen notifies that screen only, not the stack")
  func screensAreNotForwarded() {
    let stack = CounterStack.StackViewModel(size: 3)
    observeAsViews(stack, stack.screens[2])
    let events = recordedEvents { stack.screens[2].incrementButtonTapped() }
    #expect(events == ["ScreenViewModel.objectWillChange"])
  }

  @Test("push and pop notify the stack once each; a pushed screen gets a fresh id")
  func pushAndPop() {
    let stack = CounterStack.StackViewModel(size: 2)
    observeAsViews(stack)
    #expect(recordedEvents { stack.popButtonTapped() } == ["StackViewModel.objectWillChange"])
    #expect(recordedEvents { stack.pushButtonTapped() } == ["StackViewModel.objectWillChange"])
    #expect(stack.screens.map(\.id) == [1, 3])
  }

  @Test("popping the empty stack does nothing")
  func popEmpty() {
    let stack = CounterStack.StackViewModel()
    observeAsViews(stack)
    #expect(recordedEvents { stack.popButtonTapped() } == [])
  }

  @Test("a popped screen is released")
  func poppedScreenIsReleased() {
    let stack = CounterStack.StackViewModel(size: 2)
    weak var weakTop: CounterStack.ScreenViewModel?
    do {
      stack.screens[1].incrementButtonTapped()
      weakTop = stack.screens[1]
    }
    stack.popButtonTapped()
    #expect(weakTop == nil)
  }
}
