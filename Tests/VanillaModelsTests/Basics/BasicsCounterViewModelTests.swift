import TestSupport
import Testing
import VanillaModels

@Suite("Basics.CounterViewModel")
struct BasicsCounterViewModelTests {
  @Test("increment, decrement and reset change the count")
  func buttons() {
    let model = Basics.CounterViewModel()
    model.incrementButtonTapped()
    model.incrementButtonTapped()
    model.decrementButtonTapped()
    #expect(model.count == 1)
    model.resetButtonTapped()
    #expect(model.count == 0)
  }

  @Test("reset notifies even when the count is already 0")
  func resetAtZeroNotifies() {
    let model = Basics.CounterViewModel()
    // NB: read once, as a view subscribing would, which installs the publisher.
    _ = model.objectWillChange
    #expect(recordedEvents { model.resetButtonTapped() } == ["CounterViewModel.objectWillChange"])
  }
}
