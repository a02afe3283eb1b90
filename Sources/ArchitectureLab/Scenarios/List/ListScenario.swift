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
      .list("add", "add a counter at the end") { _ in .add },
      .list("remove", [.position], "remove the counter at position I") {
        .remove(at: $0[0].integer)
      },
      .list("increment", [.position], "tap + on the counter at position I") {
        .increment(at: $0[0].integer)
      },
      .list("decrement", [.position], "tap - on the counter at position I") {
        .decrement(at: $0[0].integer)
      },
      .list(
        "select", [.position],
        "select the counter at position I (the other is deselected)"
      ) { .select(at: $0[0].integer) },
      .list(
        "create-1000", "replace every counter with 1,000 new ones (js-framework-benchmark)",
        isBulk: true
      ) { _ in .create(count: 1_000) },
      .list(
        "create-10000", "replace every counter with 10,000 new ones (js-framework-benchmark)",
        isBulk: true
      ) { _ in .create(count: 10_000) },
      .list(
        "append-1000", "add 1,000 counters at the end (js-framework-benchmark)", isBulk: true
      ) { _ in .append(count: 1_000) },
      .list("update-every-10th", "tap + on the first counter and every tenth after it") { _ in
        .updateEveryTenth
      },
      .list("swap-rows", "swap the second counter and the second to last (of more than three)") {
        _ in .swap
      },
      .list("clear", "remove every counter") { _ in .clear },
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

extension Verb {
  /// A `list` verb: the operation its arguments name, as a tap, and what it does to `rows`.
  fileprivate static func list(
    _ name: String, _ arguments: [Argument], _ summary: String, isBulk: Bool = false,
    _ operation: @escaping ([Value]) -> ListOperation
  ) -> Verb {
    Verb(
      name, arguments, summary, isBulk: isBulk,
      resizing: Resizing(parameter: "rows") { operation($0).rows(after: $1, times: $2) },
      tap: { operation($0).tap })
  }

  /// A `list` verb without arguments.
  fileprivate static func list(
    _ name: String, _ summary: String, isBulk: Bool = false,
    _ operation: @escaping ([Value]) -> ListOperation
  ) -> Verb {
    list(name, [], summary, isBulk: isBulk, operation)
  }
}
