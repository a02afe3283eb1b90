import Instrumentation
import TestSupport
import Testing
import VanillaModels

private class Sibling: ObservableObject {
  @Published var value = 0
}

private final class A: Sibling {}
private final class B: Sibling {}

/// The worked example of the lab brief (§8.7): a parent forwards the objectWillChange of two
/// siblings it keeps in sync both ways through `$value.dropFirst()` sinks.
private final class Parent: ObservableObject {
  enum Sync {
    case booleanGuard, removeDuplicates, unguarded
  }

  let a = A()
  let b = B()
  private var isSyncing = false
  private var cancellables = Set<AnyCancellable>()

  init(sync: Sync) {
    a.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
      .store(in: &cancellables)
    b.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
      .store(in: &cancellables)
    switch sync {
    case .booleanGuard:
      a.$value.dropFirst().sink { [weak self] value in self?.replay { self?.b.value = value } }
        .store(in: &cancellables)
      b.$value.dropFirst().sink { [weak self] value in self?.replay { self?.a.value = value } }
        .store(in: &cancellables)
    case .removeDuplicates:
      a.$value.dropFirst().removeDuplicates().sink { [weak self] in self?.b.value = $0 }
        .store(in: &cancellables)
      b.$value.dropFirst().removeDuplicates().sink { [weak self] in self?.a.value = $0 }
        .store(in: &cancellables)
    case .unguarded:
      a.$value.dropFirst().sink { [weak self] in self?.b.value = $0 }.store(in: &cancellables)
      b.$value.dropFirst().sink { [weak self] in self?.a.value = $0 }.store(in: &cancellables)
    }
  }

  private func replay(_ body: () -> Void) {
    guard !isSyncing else { return }
    isSyncing = true
    defer { isSyncing = false }
    body()
  }
}

@Suite("Worked example: two-way sibling sync under a forwarding parent")
struct WorkedExampleTests {
  @Test("with boolean guards, A.value = 5 sends A/B/parent 1/1/2")
  func booleanGuards() {
    let parent = Parent(sync: .booleanGuard)
    let events = recordedEvents { parent.a.value = 5 }
    #expect(parent.b.value == 5)
    #expect(
      events == [
        "A.objectWillChange", "B.objectWillChange",
        "Parent.objectWillChange", "Parent.objectWillChange",
      ])
  }

  @Test("with .dropFirst().removeDuplicates(), A.value = 5 sends A/B/parent 2/1/3")
  func removeDuplicates() {
    let parent = Parent(sync: .removeDuplicates)
    let events = recordedEvents { parent.a.value = 5 }
    #expect(parent.b.value == 5)
    #expect(
      events == [
        "A.objectWillChange", "A.objectWillChange", "B.objectWillChange",
        "Parent.objectWillChange", "Parent.objectWillChange", "Parent.objectWillChange",
        "RemoveDuplicates.duplicateSkip",
      ])
  }

  @Test("with no guard, A.value = 5 echoes until the loop is detected, without crashing")
  func unguarded() {
    NotificationDepth.reset()
    let parent = Parent(sync: .unguarded)
    parent.a.value = 5
    #expect(NotificationDepth.loopDetected)
    #expect(NotificationDepth.current == 0)
    NotificationDepth.reset()
  }
}
