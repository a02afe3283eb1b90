/// The buttons one body run wrote, with their actions, in the order written.
///
/// A view writes a handful of buttons on every body run, and a tap looks one up by its label:
/// a short scan of a small array, where a hash table made on every run hashed every label and
/// grew its storage (the `store` list re-renders every row on an add, and a row's four buttons
/// were a tenth of that).
///
/// NB: a label written twice keeps its first place and takes the later action, and the earlier
/// action is released at once: the legacy store's tests count when the view store copies that
/// buttons keep are released.
///
/// NB: `nonisolated`: plain data, so its searches' closures are nonisolated; main-actor ones,
/// handed to `first(where:)`, checked the executor on every label compared (1.1 % of a fuzz
/// step of `favorites`).
nonisolated struct Buttons {
  /// NB: a struct, not a tuple: a closure in a tuple element of an array is stored generically,
  /// and reading it back out allocated a thunk on every tap and every search.
  private struct Button {
    let label: String
    var action: () -> Void
  }

  private var entries: [Button] = []

  /// No buttons.
  init() {}

  /// No buttons yet, with room for `capacity`.
  init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// How many labels there are.
  var count: Int { entries.count }

  /// How many buttons there is room for before the storage grows.
  var capacity: Int { entries.capacity }

  /// The labels, in the order first written.
  var labels: [String] { entries.map(\.label) }

  /// The action of the button labelled `label`, or `nil` when there is none.
  ///
  /// - Complexity: O(buttons), a handful.
  subscript(label: String) -> (() -> Void)? {
    entries.first { $0.label == label }?.action
  }

  /// Adds the button `label`, or gives the one already written under that label `action`.
  ///
  /// - Complexity: O(buttons), a handful.
  mutating func add(_ label: String, action: @escaping () -> Void) {
    if let index = entries.firstIndex(where: { $0.label == label }) {
      entries[index].action = action
    } else {
      entries.append(Button(label: label, action: action))
    }
  }
}
