/// The buttons one body run wrote, with their actions, in the order written.
///
/// A view writes a handful of buttons on every body run, and a tap looks one up by its label:
/// a short scan of a small array, where a hash table made on every run hashed every label and
/// grew its storage (the `store` list re-renders every row on an add, and a row's four buttons
/// were a tenth of that).
///
/// NB: a label written twice is two buttons, as two SwiftUI `Button`s with one label are two
/// accessibility elements: XCUITest's `buttons["Save"]` then finds both (and fails the test),
/// `.firstMatch` the first. A tap by label takes the first written. No view of the lab writes a
/// label twice.
///
/// NB: `nonisolated`: plain data, so its searches' closures are nonisolated; main-actor ones,
/// handed to `first(where:)`, checked the executor on every label compared (1.1 % of a fuzz
/// step of `favorites`).
nonisolated struct Buttons {
  /// NB: a struct, not a tuple: a closure in a tuple element of an array is stored generically,
  /// and reading it back out allocated a thunk on every tap and every search.
  private struct Button {
    let label: String
    let action: () -> Void
  }

  private var entries: [Button] = []

  /// No buttons.
  init() {}

  /// No buttons yet, with room for `capacity`.
  init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// How many buttons there are.
  var count: Int { entries.count }

  /// How many buttons there is room for before the storage grows. Tests read it.
  var capacity: Int { entries.capacity }

  /// The labels, in the order written, a label written twice twice.
  var labels: [String] { entries.map(\.label) }

  /// The action of the first button labelled `label`, or `nil` when there is none.
  ///
  /// - Complexity: O(buttons), a handful.
  subscript(label: String) -> (() -> Void)? {
    entries.first { $0.label == label }?.action
  }

  /// The actions of every button labelled `label`, in the order written.
  func actions(labelled label: String) -> [() -> Void] {
    var actions: [() -> Void] = []
    for entry in entries where entry.label == label {
      actions.append(entry.action)
    }
    return actions
  }

  /// Adds the button `label`, after those already written.
  mutating func add(_ label: String, action: @escaping () -> Void) {
    entries.append(Button(label: label, action: action))
  }
}
