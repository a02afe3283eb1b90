/// `todos`: todos with a filter, clear completed, and a completed list cut to three until
/// "See all".
enum TodosScenario {
  static let scenario = Scenario(
    name: "todos",
    summary: "todos with a filter and a completed list cut to three",
    verbs: [
      Verb("add", "add a todo titled \"New todo\"") { _ in
        Tap(target: .view("TodosView"), label: "Add")
      },
      Verb("rename", [.integer("I"), .text("TEXT")], "retitle the todo at position I") {
        arguments in
        Tap(
          target: .position("TodoRow", arguments[0].integer), label: "Title",
          text: arguments[1].word)
      },
      Verb("toggle", [.integer("I")], "complete or reopen the todo at position I") { arguments in
        Tap(target: .position("TodoRow", arguments[0].integer), label: "Toggle")
      },
      Verb(
        "filter", [.choice("FILTER", TodosReference.Filter.allCases.map(\.rawValue))],
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
    contestants: [
      Contestant(
        name: "vanilla", summary: "todo view models; the list forwards each todo's completion",
        expected: .correct,
        mount: TodosVanillaViews.mount),
      Contestant(
        name: "observation", summary: "an @Observable list of @Observable todo models",
        expected: .correct,
        mount: TodosObservationViews.mount),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, mount: TodosLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: ForEachStore of visible todos, uncached scopes",
        expected: .correct, mount: TodosUncachedStoreViews.mount),
      Contestant(
        name: "store", summary: "the observable store; stores of the visible todos, cached by id",
        expected: .correct,
        mount: TodosStoreViews.mount),
    ]
  )
}

extension String {
  /// The string with its first letter upper-cased: `all` → `All`.
  var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
