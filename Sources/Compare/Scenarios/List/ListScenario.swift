/// `list`: a list of counters; the parent shows the first row's count; the first three rows are
/// "Top picks", the rest "You might also like".
enum ListScenario {
  static let scenario = Scenario(
    name: "list",
    summary: "a list of counters in two sections; the parent shows the first count",
    parameters: [
      // NB: every contestant is mounted at once and each turn is checked whole; at 500 rows the
      // slowest, store/legacy (whose turn grows with rows²), takes about 3 s a turn here, well
      // within the step limit (docs/performance.md). The bench measures larger lists.
      Parameter(
        name: "rows", summary: "counters the list starts with", defaultValue: 0,
        range: 0...500,
        limitReason:
          "a longer list takes store/legacy's turns (which grow with rows²) past the step limit; "
          + "`compare bench` measures larger lists")
    ],
    verbs: [
      Verb("add", "add a counter at the end") { _ in Tap(target: .view("ListView"), label: "Add") },
      Verb("remove", [.integer("I")], "remove the counter at position I") { arguments in
        Tap(target: .position("CounterRow", arguments[0].integer), label: "Remove")
      },
      Verb("increment", [.integer("I")], "tap + on the counter at position I") { arguments in
        Tap(target: .position("CounterRow", arguments[0].integer), label: "+")
      },
      Verb("decrement", [.integer("I")], "tap − on the counter at position I") { arguments in
        Tap(target: .position("CounterRow", arguments[0].integer), label: "-")
      },
    ],
    makeReference: { ReferenceSession(ListReference(rowCount: $0["rows"])) },
    contestants: [
      Contestant(
        name: "vanilla", summary: "row view models; the list forwards its first row's changes",
        expected: .correct,
        mount: ListVanillaViews.mount),
      Contestant(
        name: "observation", summary: "an @Observable list of @Observable row models",
        expected: .correct,
        mount: ListObservationViews.mount),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, mount: ListLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: ForEachStore per section, uncached row stores",
        expected: .correct, mount: ListUncachedStoreViews.mount),
      Contestant(
        name: "store",
        summary: "the observable store; a lazy collection of row stores cached by id",
        expected: .correct,
        mount: ListStoreViews.mount),
    ]
  )
}
