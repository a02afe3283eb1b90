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
      // NB: store/legacy and store/uncached refuse more than 500 rows (their limits, in their
      // views' files); every other contestant runs 100,000 (docs/performance.md).
      Parameter(
        name: "rows", summary: "counters the list starts with", defaultValue: 0,
        range: 0...100_000,
        limitReason: "every view of every contestant is checked after every step; "
          + "`compare bench` measures larger lists")
    ],
    verbs: [
      Verb("add", "add a counter at the end") { _ in ListOperation.add.tap },
      Verb("remove", [.integer("I")], "remove the counter at position I") { arguments in
        ListOperation.remove(at: arguments[0].integer).tap
      },
      Verb("increment", [.integer("I")], "tap + on the counter at position I") { arguments in
        ListOperation.increment(at: arguments[0].integer).tap
      },
      Verb("decrement", [.integer("I")], "tap - on the counter at position I") { arguments in
        ListOperation.decrement(at: arguments[0].integer).tap
      },
      Verb("select", [.integer("I")], "select the counter at position I (the other is deselected)")
      {
        arguments in ListOperation.select(at: arguments[0].integer).tap
      },
      Verb(
        "create-1000", "replace every counter with 1,000 new ones (js-framework-benchmark)",
        isBulk: true
      ) { _ in ListOperation.create(count: 1_000).tap },
      Verb(
        "create-10000", "replace every counter with 10,000 new ones (js-framework-benchmark)",
        isBulk: true
      ) { _ in ListOperation.create(count: 10_000).tap },
      Verb(
        "append-1000", "add 1,000 counters at the end (js-framework-benchmark)", isBulk: true
      ) { _ in ListOperation.append(count: 1_000).tap },
      Verb("update-every-10th", "tap + on the first counter and every tenth after it") { _ in
        ListOperation.updateEveryTenth.tap
      },
      Verb("swap-rows", "swap the second counter and the second to last") { _ in
        ListOperation.swap.tap
      },
      Verb("clear", "remove every counter") { _ in ListOperation.clear.tap },
    ],
    makeReference: { ReferenceSession(ListReference(rowCount: $0["rows"])) },
    scripts: [script], benchAxes: [.list, .listBenchmark],
    contestants: [
      ListVanillaViews.contestant,
      ListObservationViews.contestant,
      ListLegacyStoreViews.contestant,
      ListUncachedStoreViews.contestant,
      ListStoreViews.contestant,
      ListStoreViews.release1_7,
    ]
  )
}
