/// `todos`: todos with a filter, clear completed, and a completed list cut to three until
/// "See all".
enum TodosScenario {
  /// The built-in script `todos`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "todos",
    text: """
      # Todos with a filter; the completed list is cut to three until "See all".
      scenario todos
      repeat 6 add
      rename 0 Buy milk
      rename 1 Walk the dog
      toggle 0
      toggle 1
      toggle 2
      toggle 3
      filter completed   # four completed, three shown
      see-all
      rename 3 Call mom
      filter active
      toggle 0           # completes todo 5: it leaves the active list
      filter all
      clear-completed
      """)

  static let scenario = Scenario(
    name: "todos",
    summary: "todos with a filter and a completed list cut to three",
    verbs: [
      Verb("add", "add a todo titled \"New todo\"") { _ in
        Tap(target: .view("TodosView"), label: "Add")
      },
      Verb(
        "rename", [.position, .text("TEXT", noun: "title")],
        "retitle the todo at position I"
      ) {
        arguments in
        Tap(
          target: .position("TodoRow", arguments[0].integer), label: "Title",
          text: arguments[1].word)
      },
      Verb("toggle", [.position], "complete or reopen the todo at position I") { arguments in
        Tap(target: .position("TodoRow", arguments[0].integer), label: "Toggle")
      },
      Verb(
        "filter",
        [.choice("FILTER", noun: "filter", TodosReference.Filter.allCases.map(\.rawValue))],
        "show all, active or completed todos"
      ) {
        arguments in
        Tap(target: .view("FilterView"), label: arguments[0].word.capitalized)
      },
      Verb("clear-completed", "remove every completed todo") { _ in
        Tap(target: .view("TodosView"), label: "Clear completed")
      },
      Verb("see-all", "show every completed todo") { _ in
        Tap(target: .view("TodosView"), label: "See all")
      },
    ],
    makeReference: { ReferenceSession(TodosReference()) },
    scripts: [script],
    contestants: [
      TodosVanillaViews.contestant,
      TodosObservationViews.contestant,
      TodosLegacyStoreViews.contestant,
      TodosUncachedStoreViews.contestant,
      TodosStoreViews.contestant,
      TodosStoreViews.release1_7,
    ]
  )
}

extension String {
  /// The string with its first letter upper-cased: `all` → `All`.
  var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
