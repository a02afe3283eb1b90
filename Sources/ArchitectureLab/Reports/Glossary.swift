/// `compare explain`: what every column of the summary, every mark of the event log and every
/// verdict means, in one place the README shows too.
enum Glossary {
  /// A column of the summary: its name, its JSON key and CSV column where they differ, and
  /// what it counts.
  struct Column {
    let name: String
    let keys: String?
    let meaning: String
  }

  static let columns = [
    Column(
      name: "script", keys: nil,
      meaning:
        "the script: its file name without folders or .lab (its path when two scripts share a "
        + "name)"),
    Column(
      name: "contestant", keys: nil,
      meaning: "one implementation of the scenario's app (`compare list` says what each is)"),
    Column(
      name: "steps", keys: "CSV: step, one row each",
      meaning: "script steps played; the first render (step 0, mount) is not one"),
    Column(name: "bodies", keys: nil, meaning: "view body runs, the first render included"),
    Column(
      name: "floor", keys: nil,
      meaning:
        "the oracle's floor: views that had to run their body, because they were inserted or "
        + "what they show (their text or their list of children) changed on the reference "
        + "screen; the other counts are measured against it"),
    Column(
      name: "wasted", keys: nil,
      meaning:
        "body runs beyond the floor, view by view: a view that ran when nothing it shows "
        + "changed, or ran twice. Not always bodies − floor: a view the floor counts may not "
        + "have run (it went stale, or a helper such as IfLetStore or ForEachStore inserted "
        + "its new child without it), which bodies − floor subtracts and wasted does not"),
    Column(
      name: "stale", keys: "JSON: staleViews",
      meaning:
        "views out of date after a step (showing other text than the reference, missing, or "
        + "extra), summed over the steps"),
    Column(
      name: "notif", keys: "JSON and CSV: notifications",
      meaning:
        "objectWillChange sends (one per send, however many listen) + observation callbacks "
        + "delivered to views + view-store publishes"),
    Column(
      name: "sync", keys: "JSON: syncWork",
      meaning:
        "replays + guard skips + values dropped by removeDuplicates: the work of keeping two "
        + "copies of shared state in step, every replay counted, guarded or not"),
    Column(
      name: "stores", keys: "JSON: storesCreated; CSV: stores_created",
      meaning: "stores created, the first render included"),
    Column(
      name: "leaked", keys: "JSON: leaked, the type names",
      meaning: "the contestant's objects still alive after its views were released"),
    Column(
      name: "verdict", keys: nil,
      meaning:
        "correct (every view right after every step), stale (some view out of date after "
        + "some step), loop (unbounded re-entrant notification or an update loop, stopped) or "
        + "timeout (a step over --step-limit); marked ! when the contestant did not do what it "
        + "declares"),
    Column(
      name: "bodies/floor", keys: "JSON: ratios.bodies",
      meaning:
        "bodies divided by the floor: 1.00 renders exactly what had to change. Means are "
        + "geometric, over the scripts a contestant ran, for the contestants correct on all"),
    Column(
      name: "notif/floor", keys: "JSON: ratios.notifications",
      meaning: "notifications divided by the floor: sends per needed render"),
  ]

  /// The event log's marks: what each kind of line says.
  static let marks = [
    ("Subject.kind", "an event: AppView.body, CounterViewModel.objectWillChange, AppModel.replay"),
    ("Subject.kind ×N", "N equal events of the step, on one line (sorted order only)"),
    ("[stale: …]", "views out of date after the step"),
    (
      "[wasted: …]",
      "views that ran beyond need; ×N when N times. In both lists siblings of one name under "
        + "one parent are one entry, their ids in order: CounterRow(1…3, 10)"
    ),
    (
      "≠ PATH: …",
      "a stale view: the lines it shows that differ, then the reference's (missing: not on "
        + "that side); at most \(LogText.maximumStaleViews) a step, then how many more"
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
      "The summary (`compare run`), column by column; the JSON key or CSV column in brackets",
      "where it differs:",
      "",
    ]
    for column in columns {
      let meaning = column.meaning + (column.keys.map { " [\($0)]" } ?? "")
      lines += meaning.wrapped(
        width: width, prefix: "  " + column.name.padding(to: 13), indent: 16)
    }
    lines += [""]
    lines +=
      ("The verdict per scenario ranks the contestants correct on every script of the "
      + "scenario by their body runs, summed; a tie shares its rank, and the next place counts "
      + "every contestant of the tie (three tied first, then 4). Broken contestants are listed "
      + "apart with why: a stale or stopped run skipped renders it owed, so its counts would "
      + "look better than what a correct screen costs.").wrapped(width: width, indent: 0)
    lines += [""]
    lines += CompareCommand.verdictRule.split(separator: "\n").map(String.init)
    lines += ["", "The event log (`compare log`), one step after another, sorted by default:", ""]
    for (mark, meaning) in marks {
      lines += meaning.wrapped(width: width, prefix: "  " + mark.padding(to: 17), indent: 20)
    }
    return lines.joined(separator: "\n")
  }
}
