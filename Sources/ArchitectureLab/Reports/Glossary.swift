/// `compare explain`: what every column of the summary and the CSV, every block below the
/// summary's table, every mark of the event log, every verdict, the bench's columns and the
/// conformance report's terms mean, in one place the README shows too.
enum Glossary {
  /// A column of the summary or of the CSV: its name, its JSON key where it differs, its CSV
  /// column, and what it counts.
  struct Column {
    let name: String
    /// The JSON key, shown where it differs from the name (with a word on its form, if any).
    var json: String? = nil
    /// The CSV column (`--format csv`), `nil` when the CSV has none; shown where it differs.
    let csv: String?
    let meaning: String

    /// `[JSON: staleViews]`, `[JSON and CSV: notifications]`: the names that differ, or nothing.
    var keys: String? {
      let csv = self.csv.flatMap { $0 == name ? nil : $0 }
      switch (json, csv) {
      case (let json?, let csv?) where json == csv: return "JSON and CSV: \(json)"
      case (let json?, let csv?): return "JSON: \(json); CSV: \(csv)"
      case (let json?, nil): return "JSON: \(json)"
      case (nil, let csv?): return "CSV: \(csv)"
      case (nil, nil): return nil
      }
    }
  }

  static let columns = [
    Column(
      name: "script", csv: "script",
      meaning:
        "the script: its file name without folders or .lab (its path when two scripts share a "
        + "name; x #2 for one given again)"),
    Column(
      name: "contestant", csv: "contestant",
      meaning: "one implementation of the scenario's app (`compare list` says what each is)"),
    Column(
      name: "steps", csv: "step",
      meaning:
        "script steps played; the first render (step 0, mount) is not one; the CSV has the "
        + "step's number, 0 to steps"),
    Column(name: "bodies", csv: "bodies", meaning: "view body runs, the first render included"),
    Column(
      name: "floor", csv: "floor",
      meaning:
        "the oracle's floor: views that had to run their body, because they were inserted or "
        + "what they show (their text or their list of children) changed on the reference "
        + "screen; the other counts are measured against it"),
    Column(
      name: "wasted", csv: "wasted",
      meaning:
        "body runs beyond the floor, view by view: a view that ran when nothing it shows "
        + "changed, or ran twice. Not always bodies − floor: a view the floor counts may not "
        + "have run (it went stale, or a helper such as IfLetStore or ForEachStore inserted "
        + "its new child without it), which bodies − floor subtracts and wasted does not"),
    Column(
      name: "stale", json: "staleViews", csv: "stale",
      meaning:
        "views out of date after a step (showing other text than the reference, missing, or "
        + "extra), summed over the steps"),
    Column(
      name: "notif", json: "notifications", csv: "notifications",
      meaning:
        "objectWillChange sends (one per send, however many listen) + observation callbacks "
        + "delivered to views + view-store publishes + the notification events a contestant "
        + "added from outside the lab records (docs/extending.md)"),
    Column(
      name: "sync", json: "syncWork", csv: "sync",
      meaning:
        "replays + guard skips + values dropped by removeDuplicates: the work of keeping two "
        + "copies of shared state in step, every replay counted, guarded or not"),
    Column(
      name: "stores", json: "storesCreated", csv: "stores_created",
      meaning:
        "stores created, the root store and every store scoped from it, the first render "
        + "included; 0 for the contestants without a store"),
    Column(
      name: "leaked", json: "leaked, the type names", csv: nil,
      meaning: "the contestant's objects still alive after its views were released"),
    Column(
      name: "verdict", csv: "verdict",
      meaning:
        "correct (every view right after every step), stale (some view out of date after "
        + "some step), loop (unbounded re-entrant notification, an update loop, or a loop the "
        + "model flagged itself, such as a store's send whose observers keep sending, stopped) or "
        + "timeout (a step over --step-limit); marked ! when the contestant did not do what it "
        + "declares"),
    Column(
      name: "bodies/floor", json: "ratios.bodies", csv: nil,
      meaning:
        "bodies divided by the floor: 1.00 renders exactly what had to change. Means are "
        + "geometric, over the scripts a contestant ran, for the contestants correct on all"),
    Column(
      name: "notif/floor", json: "ratios.notifications", csv: nil,
      meaning: "notifications divided by the floor: sends per needed render"),
  ]

  /// The CSV's columns that the table does not show; the JSON has them too (`text` in
  /// `steps[]`, the counts in `totals`).
  static let csvColumns = [
    Column(
      name: "text", json: "steps[].text", csv: "text",
      meaning:
        "the step as the script wrote it, without its comment (`repeat 5 add [2/5]` for the "
        + "second of a repeat line's steps); mount for step 0, the first render"),
    Column(
      name: "stores_released", json: "totals.storesReleased", csv: "stores_released",
      meaning:
        "stores released (their deinit ran): a store whose view let it go, or one a closure "
        + "scope replaced when the body that scoped it ran again. The JSON's sum also counts "
        + "the teardown's releases, which no row has"),
    Column(
      name: "view_stores_created", json: "totals.viewStoresCreated", csv: "view_stores_created",
      meaning:
        "view stores created, a new one or a copy. A view store is the view-store API's "
        + "observed object (store/legacy's WithViewStore and the helpers built on it, such as "
        + "IfLetStore and ForEachStore; store/uncached's, one per view and one per helper's "
        + "WithViewStore, with its copies): a copy of the state a "
        + "view shows, which publishes "
        + "when that state changes. The observable store (store) has none, so 0: its views "
        + "read the store's observable state directly"),
    Column(
      name: "scopes", json: "totals.scopes", csv: "scopes",
      meaning:
        "child stores a store built: a cached scope's first use (a cache miss) or any closure "
        + "scope, which is never cached; a scope the cache answers is not counted. Each store "
        + "but the root is made by one"),
  ]

  /// A block the summary prints below its table: how its first line starts (`N`, `M`,
  /// `SCENARIO`, `OLD` and `NEW` stand for what the report fills in) and what it says.
  struct Block {
    let title: String
    let meaning: String
  }

  static let blocks = [
    Block(
      title: "wasted is not bodies − floor on N rows",
      meaning:
        "on those rows a view the floor counts did not run (see wasted above); left out when "
        + "every row's wasted is bodies − floor"),
    Block(
      title: "All N runs met their declared verdict",
      meaning:
        "every run showed the verdict its contestant declares; a run of your own script that "
        + "did better than declared is listed below it, with why"),
    Block(
      title: "N of M runs did NOT meet their declared verdict",
      meaning: "then each such run, whose verdict the table marks !"),
    Block(
      title: "Per needed render (1.00 is the floor)",
      meaning:
        "for each contestant correct on every script it ran: how many scripts it ran, and the "
        + "geometric means of bodies/floor and notif/floor (above) over them. † marks one "
        + "declared broken whose fault these scripts did not show"),
    Block(
      title: "Not ranked, not correct on every script",
      meaning: "the other contestants, each with the verdicts it got"),
    Block(
      title: "Over only the scripts each was correct on",
      meaning:
        "for a contestant broken only where its scenario declares it (store/1.7 on enum: the "
        + "library's own 1.7.0 bug, reproduced), the same means over the scripts it got right, "
        + "so it can be quoted; not comparable with the means above, which cover every script"),
    Block(
      title: "Work removed, OLD → NEW",
      meaning:
        "per script, a store contestant beside the older API it replaces: store/legacy → store "
        + "changes the API (view stores → observation) and the rules (1.7.0's → the lab's); "
        + "store/legacy → store/1.7 changes the API alone. Each count as OLD → NEW: stores and "
        + "bodies (the table's columns), view stores (view_stores_created) and scopes (scopes), "
        + "from the first render on; a count that rises is work added"),
    Block(
      title: "SCRIPT × CONTESTANT leaked",
      meaning: "the types of the objects still alive after the contestant's views were released"),
    Block(
      title: "Verdict per scenario",
      meaning:
        "then one block per scenario, below: its correct contestants ranked, the broken ones "
        + "apart"),
    Block(
      title: "SCENARIO: floor N body runs over N steps",
      meaning:
        "the contestants correct on every script of the scenario ranked by their body runs, "
        + "summed; a tie shares its rank, and the next place counts every contestant of the "
        + "tie (three tied first, then 4); × floor is bodies/floor. Broken contestants are "
        + "listed apart with why: a stale or stopped run skipped renders it owed, so its "
        + "counts would look better than what a correct screen costs. `not ranked:` names "
        + "those declared broken that these scripts found correct. Last, a sentence on what "
        + "the numbers mean"),
  ]

  /// The columns of the bench's growth tables (`compare bench`), one table per axis and
  /// operation, with the bench's JSON key and CSV column (docs/report-schema.md).
  static let benchColumns = [
    Column(
      name: "contestant", csv: "contestant",
      meaning:
        "the contestant timed, or an ideal measured in the same run: ideal, plain state that "
        + "re-runs exactly the floor's bodies with no view layer, and ideal/views, the same "
        + "through the view layer, invalidating exactly the floor's views"),
    Column(
      name: "10 100 1k …", json: "nanosecondsPerStep, per size", csv: "ns_per_step",
      meaning:
        "a column per size run (rows, screens or depth; 1k is 1,000): the median time of one "
        + "step, the tap and the render pass after it, over the rounds; – where the row did "
        + "not run that size"),
    Column(
      name: "exp", json: "exponent", csv: nil,
      meaning:
        "the growth exponent: the least-squares slope of log(time) against log(size) over the "
        + "sizes run; 0 is flat, 1 linear, 2 quadratic. With few or small sizes a fixed cost "
        + "per step pulls it below the true order"),
    Column(
      name: "per +1", json: "marginalNanoseconds, between marginalSizes", csv: nil,
      meaning:
        "what one more unit of size (a row, a screen, a level) costs a step: the difference "
        + "in time between the two largest sizes the row ran over their difference in size, "
        + "so a cost that does not grow drops out; * when those are not the table's two largest"
    ),
    Column(
      name: "×ideal", json: "ratioToIdeal, at ratioSize", csv: "ratio_to_ideal, at each size",
      meaning:
        "the row's time at its largest size over ideal's at that size; – when ideal did not "
        + "run it"),
    Column(
      name: "×views", json: "ratioToIdealViews, at ratioSize",
      csv: "ratio_to_ideal_views, at each size",
      meaning:
        "the same over ideal/views's time: what the contestant's architecture costs beyond "
        + "the view layer's own"),
    Column(
      name: "heap", json: "heapBytes, per size, in bytes", csv: "heap_bytes",
      meaning:
        "the bytes the allocator had in use for this contestant at the row's largest size, "
        + "above what it had in use before mounting (the largest of after mounting and after "
        + "a timed step, before its restore), in B, KB or MB (1,024 and 1,048,576 bytes)"),
  ]

  /// The columns of a benchmark's table (js-framework-benchmark's operations, each at one
  /// size) and its last row.
  static let benchmarkColumns = [
    Column(
      name: "operation", csv: "operation",
      meaning: "the operation timed (a growth table names its operation in its title)"),
    Column(
      name: "rows", json: "the size key of nanosecondsPerStep", csv: "size",
      meaning: "the rows mounted before the operation, so create 1,000 rows shows 0"),
    Column(
      name: "ideal, vanilla …", json: "ratioToFastest, the ratio", csv: nil,
      meaning:
        "a column per contestant, the ideals first: the median time of the operation, then "
        + "(its ratio to the fastest contestant on that operation). The ideals are not "
        + "contestants, so theirs can be below 1"),
    Column(
      name: "geometric mean", csv: nil,
      meaning:
        "the last row: per contestant, the geometric mean of its ratios over the operations "
        + "that ran, (N of M) when an operation ran for no one (over --max-size, or out of "
        + "budget); – for one that did not run every one of them"),
  ]

  /// The bench CSV's columns that its tables do not show; the JSON has them too.
  static let benchCSVColumns = [
    Column(
      name: "axis", csv: "axis",
      meaning:
        "the table: scenario and parameter (list rows), or scenario and benchmark (list: "
        + "js-framework-benchmark)"),
    Column(name: "size", csv: "size", meaning: "the size of the row's time: rows, screens, depth"),
    Column(
      name: "rounds", json: "roundsTimed, per size", csv: "rounds",
      meaning:
        "the rounds timed; with --passes, summed over the passes that ran the size (each "
        + "pass's median is over its own rounds)"),
    Column(
      name: "steps_per_round", json: "stepsPerRound, per size", csv: "steps_per_round",
      meaning:
        "the steps each round timed: 1 for a step of a millisecond or more, which is timed "
        + "alone; with --passes, the fewest a round timed in any pass that ran the size"),
  ]

  /// The conformance report's terms: its first line, the kinds its cells count, its verdicts
  /// and what follows the summary; the JSON key in brackets where there is one.
  static let conformanceTerms = [
    Column(
      name: "recorded:", json: "source", csv: nil,
      meaning:
        "the first line: the library, the tag and commit played (--tag), the suite's folders, "
        + "the tests and steps played (a step is one assertLogs), any test file of a played "
        + "folder not played and why, and the rules the screens' stores follow"),
    Column(
      name: "bodies", json: "each step's recorded and lab, the lines themselves", csv: nil,
      meaning:
        "a cell is recorded/lab, the lines of one kind the recording has and the lab logs: "
        + "here view body runs (BasicsView.body)"),
    Column(
      name: "row closures", csv: nil,
      meaning: "a ForEach or ForEachStore row's closure run (IdentifiedListView.body.ForEachStore)"),
    Column(
      name: "WithView bodies", csv: nil,
      meaning: "a WithViewStore's content run (WithViewStoreOf<BasicsView.Feature>.body)"),
    Column(
      name: "view stores", csv: nil,
      meaning: "view stores created (ViewStoreOf<BasicsView.Feature>.init)"),
    Column(name: "stores", csv: nil, meaning: "stores created (StoreOf<BasicsView.Feature>.init)"),
    Column(
      name: "pushes", csv: nil,
      meaning:
        "at --tag 1.4.0 only: a store pushed its new state into a store scoped from it, logged "
        + "under the pushing store's name (StoreOf<BasicsView.Feature>.scope), as stores were "
        + "updated before 1.5.6"),
    Column(
      name: "deinits", csv: nil,
      meaning: "stores and view stores released (StoreOf<BasicsView.Feature>.deinit)"),
    Column(
      name: "match", json: "verdict", csv: nil,
      meaning: "every line of every kind the same, counted as multisets (the suite sorts them)"),
    Column(
      name: "known difference", json: "knownDifference, the cause", csv: nil,
      meaning:
        "the lines differ exactly as a declaration for the step names them, each with its "
        + "count, and it gives our reading of the cause (docs/fidelity.md, \"Known "
        + "differences\"); deinits-only when every line it names is a deinit the lab makes "
        + "beyond the recording, so every other kind must match; whole-step otherwise"),
    Column(name: "mismatch", csv: nil, meaning: "any other difference: the run exits 1"),
    Column(
      name: "match, but", csv: nil,
      meaning:
        "declared a known difference: the step matched though a difference is declared for "
        + "it; the declaration is out of date, and the run exits 1"),
    Column(
      name: "recorded only", csv: nil,
      meaning:
        "under a step that differs, with lab only: the lines only one side has, ×N for N more"),
    Column(
      name: "Played again", json: "storeRules", csv: nil,
      meaning:
        "after the summary: the same tests at the store contestant's rules (StoreRules.lab), "
        + "the steps whose lab lines move, computed, not declared (none is a mismatch, the "
        + "recordings being the tag's), what each of its rules moves swapped in alone, and the "
        + "rules the tag's have already (Already at …; in JSON its sharedRules)"),
  ]

  /// The event log's marks: what each kind of line says.
  static let marks = [
    ("Subject.kind", "an event: AppView.body, CounterViewModel.objectWillChange, AppModel.replay"),
    ("Subject.kind ×N", "N equal events of the step, on one line (sorted order only)"),
    (
      "Subject.push",
      "store/uncached only: the store pushed its new state into a store scoped from it, as "
        + "stores were updated before 1.5.6 (1.4.0 logged it Subject.scope); counted in no "
        + "column"
    ),
    (
      "Subject.closure",
      "a ForEach row's closure ran (ForEachRow.closure, a ForEachStore's rows): not a body run, "
        + "and not counted with the bodies; every school's ForEach runs one per row when its "
        + "view runs"
    ),
    ("[stale: …]", "views out of date after the step"),
    (
      "[wasted: …]",
      "views that ran beyond need; ×N when N times. In both lists siblings of one name under "
        + "one parent, with the same ×N, are one entry, their ids in order: CounterRow(1…3, 10)"
    ),
    (
      "≠ PATH: …",
      "a stale view: the lines it shows that differ, then the reference's (missing: not on "
        + "that side; nothing: that side has no line the other lacks); at most "
        + "\(LogText.maximumStaleViews) a step, then how many more"
    ),
    ("(…)", "a tap not on this contestant's screen, or where the contestant was stopped"),
    ("--order time:", "the events in the order they happened, and"),
    ("  indentation", "notification depth: two spaces per delivery on the stack"),
    (
      "  ↳",
      "a subscriber handed the send above it (a sink, a view's subscription, a "
        + "callback); the lines after it at its depth without ↳ are that subscriber's work"
    ),
    (
      "  PATH marked",
      "a view marked dirty by an observed object's send or an environment "
        + "change (a tracked view's mark is its observationChange event)"
    ),
    (
      "  OWNER.$x sends",
      "a @Published property's publisher handing its new value to its subscribers, the "
        + "sinks that follow it one level deeper (not an event: it counts for nothing)"
    ),
    ("  render pass N", "the render pass: the bodies that ran, top-down, and what they made"),
  ]

  static func render() -> String {
    let width = TableReport.width
    var lines = [
      "The summary (`\(CommandName.current) run`), column by column; the JSON key or CSV column in "
        + "brackets",
      "where it differs:",
      "",
    ]
    for column in columns {
      let meaning = CommandName.naming(column.meaning) + (column.keys.map { " [\($0)]" } ?? "")
      lines += meaning.wrapped(
        width: width, prefix: "  " + column.name.padding(to: 13), indent: 16)
    }
    lines.append("")
    lines +=
      ("The CSV (`--format csv`): one row per step, step 0 the first render, each count that "
      + "step's; the table's columns but leaked and the ratios, and these (the JSON has each "
      + "step's text, and the counts summed per run in totals):")
      .wrapped(width: width, indent: 0)
    lines.append("")
    for column in csvColumns {
      let meaning = column.meaning + (column.keys.map { " [\($0)]" } ?? "")
      lines += meaning.wrapped(
        width: width, prefix: "  " + column.name.padding(to: 20), indent: 23)
    }
    lines += ["", "Below the table, block by block, as each starts:", ""]
    for block in blocks {
      lines.append("  " + block.title)
      lines += block.meaning.wrapped(width: width, prefix: "    ", indent: 4)
    }
    lines += [""]
    lines += CompareCommand.verdictRule.split(separator: "\n").map(String.init)
    lines += [
      "",
      "The event log (`\(CommandName.current) log`), one step after another, sorted by default:",
      "",
    ]
    for (mark, meaning) in marks {
      lines += meaning.wrapped(width: width, prefix: "  " + mark.padding(to: 17), indent: 20)
    }
    lines.append("")
    lines +=
      ("The bench (`\(CommandName.current) bench`), a growth table's columns, one table per axis "
      + "and operation; the JSON key or CSV column in brackets where it differs "
      + "(docs/report-schema.md has both):").wrapped(width: width, indent: 0)
    lines.append("")
    lines += benchTerms(benchColumns)
    lines += [
      "", "A benchmark's table (js-framework-benchmark's operations, each at one size):", "",
    ]
    lines += benchTerms(benchmarkColumns)
    lines.append("")
    lines +=
      ("The bench's CSV (`--format csv`): one row per series and size run, its columns "
      + BenchReport.csvHeader.joined(separator: ", ") + " in that order: operation and "
      + "contestant as the tables name them, the columns above in brackets, and these:")
      .wrapped(width: width, indent: 0)
    lines.append("")
    lines += benchTerms(benchCSVColumns)
    lines.append("")
    lines +=
      ("The conformance report (`\(CommandName.current) conformance`), per test and step; the "
      + "JSON key in brackets (docs/report-schema.md):").wrapped(width: width, indent: 0)
    lines.append("")
    lines += benchTerms(conformanceTerms)
    return lines.joined(separator: "\n")
  }

  /// The bench's terms, each with its keys, under one another.
  private static func benchTerms(_ columns: [Column]) -> [String] {
    columns.flatMap { column in
      (column.meaning + (column.keys.map { " [\($0)]" } ?? "")).wrapped(
        width: TableReport.width, prefix: "  " + column.name.padding(to: 17), indent: 20)
    }
  }
}
