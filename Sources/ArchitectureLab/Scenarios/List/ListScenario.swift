/// `list`: a list of counters; the parent shows the first row's count; the first three rows are
/// "Top picks", the rest "You might also like".
enum ListScenario {
  /// The built-in script `list`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "list",
    text: """
      # Counters in two sections; the parent shows the first row's count.
      scenario list
      repeat 5 add
      increment 0    # the first row: the parent's text changes too
      increment 4    # a row in the second section
      increment 4
      decrement 1
      remove 0       # row 3 moves up into "Top picks"
      increment 0
      add
      remove 3
      """)

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
    scripts: [script], benchAxes: [.list],
    contestants: [
      ListVanillaViews.contestant,
      ListObservationViews.contestant,
      ListLegacyStoreViews.contestant,
      ListUncachedStoreViews.contestant,
      ListStoreViews.contestant,
    ]
  )
}
