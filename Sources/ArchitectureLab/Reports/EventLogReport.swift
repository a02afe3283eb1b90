/// The per-step event log of one script: `step N: <the script line>` and its marks, wrapped at
/// the report's width, a `≠` line per stale view (``LogText``), then that step's events,
/// indented two spaces: sorted (the default, so a step compares as a multiset; equal events once,
/// with `×N`), or every one in the order it happened, indented by notification depth
/// (``Order/time``, see ``Timeline``).
///
/// NB: its own text, not ``StepResult/log``: that is the tests' golden log, one line per event.
///
/// With several contestants, each step lists every contestant's events in turn, under its name.
/// The log is spooled as the steps run; the verdicts head it.
final class EventLogReport: ReportWriter {
  /// How a step's events are listed: `--order sorted|time`.
  enum Order: String, CaseIterable {
    case sorted, time
  }

  private let order: Order
  private var contestants: [Contestant] = []
  private var body: Spool
  private var lastStep: Int?

  init(order: Order = .sorted) throws(OutputError) {
    self.order = order
    body = try Spool()
  }

  var showsSteps: Bool { true }

  /// NB: a new spool per script: `compare log` takes one script, so there is no earlier log to
  /// keep.
  func begin(_ script: Script, contestants: [Contestant]) throws(OutputError) {
    self.contestants = contestants
    body = try Spool()
    lastStep = nil
  }

  func record(_ step: StepResult, of index: Int) {
    let several = contestants.count > 1
    if several, lastStep != step.index { body.append("step \(step.index): \(step.text)\n") }
    lastStep = step.index
    let indent = several ? 4 : 2
    // NB: sorted once, for the header and the ≠ lines both: a stale contestant on a large
    // screen has thousands of stale paths a step.
    let stale = PathList.naturallySorted(step.stale)
    let header =
      several
      ? LogText.header("  \(contestants[index].name):", step, stale: stale, indent: 6)
      : LogText.header("step \(step.index): \(step.text)", step, stale: stale, indent: 4)
    let events =
      order == .sorted
      ? LogText.collapsed(step.events.map(\.description), indent: indent)
      : step.timeline.lines(indent: indent)
    let lines = header + LogText.staleViews(step, paths: stale, indent: indent) + events
    body.append(lines.joined(separator: "\n") + "\n")
  }

  func end(_ results: [ContestantResult]) {}

  func finish(_ results: [ContestantResult], into output: some TextOutput) throws(OutputError) {
    for result in results {
      try output.write(
        "# \(result.shownScript) × \(result.contestant.name): \(result.verdict.rawValue)\n"
      )
    }
    try body.copy(to: output)
    let teardowns = results.filter { !$0.teardown.isEmpty }
    guard !teardowns.isEmpty else { return }
    try output.write("teardown:\n")
    for result in teardowns {
      let indent = results.count > 1 ? "    " : "  "
      if results.count > 1 { try output.write("  \(result.contestant.name):\n") }
      let lines = result.teardown.map(\.description)
      // NB: the teardown is sorted in either order; only the sorted log counts equal lines.
      try output.write(
        (order == .sorted
          ? LogText.collapsed(lines, indent: indent.count) : lines.map { indent + $0 })
          .map { $0 + "\n" }.joined())
    }
  }
}
