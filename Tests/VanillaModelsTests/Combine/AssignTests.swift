import TestSupport
import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var value = 0
}

/// Keeps `doubled` equal to twice `value` through `assign(to:)` onto itself.
private final class Doubler: ObservableObject {
  @Published var value = 0
  @Published var doubled = 0

  init() {
    $value.map { $0 * 2 }.assign(to: &$doubled)
  }
}

/// An amount held by reference, so a test can tell when a `map` closure releases it.
private final class Offset {
  let amount = 1
}

@Suite("assign(to:)")
struct AssignTests {
  @Test("assign(to:) assigns every value through the property, objectWillChange included")
  func assigns() {
    let doubler = Doubler()
    _ = doubler.objectWillChange
    let events = recordedEvents { doubler.value = 3 }
    #expect(doubler.doubled == 6)
    #expect(events == ["Doubler.objectWillChange", "Doubler.objectWillChange"])
  }

  @Test("assign(to:) onto the same object does not retain it")
  func noRetainCycle() {
    weak var weakDoubler: Doubler?
    do {
      let doubler = Doubler()
      doubler.value = 1
      weakDoubler = doubler
    }
    #expect(weakDoubler == nil)
  }

  @Test("the subscription of assign(to:) ends when the target is freed")
  func endsWithTarget() {
    let source = Model()
    weak var weakOffset: Offset?
    do {
      let target = Model()
      let offset = Offset()
      weakOffset = offset
      source.$value.map { $0 + offset.amount }.assign(to: &target.$value)
      source.value = 1
      #expect(target.value == 2)
    }
    #expect(weakOffset == nil)
  }
}
