/// The per-step event log of one script, in the inline-snapshot style: `step N: <the script
/// line>`, then that step's events, indented two spaces: sorted (the default, so a step
/// compares as a multiset), or in the order they happened, indented by notification depth
/// (``Order/time``, see ``Timeline``).
///
/// With several contestants, each step lists every contestant's events in turn, under its name,
/// so they read side by side. The log is spooled as the steps run; the verdicts head it.
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

  func begin(_ script: Script, contestants: [Contestant]) throws(OutputError) {
    self.contestants = contestants
    body = try Spool()
    lastStep = nil
  }

  func record(_ step: StepResult, of index: Int) {
    guard contestants.count > 1 else {
      body.append((order == .sorted ? step.log : step.causalLog) + "\n")
      return
    }
    if lastStep != step.index { body.append("step \(step.index): \(step.text)\n") }
    lastStep = step.index
    let lines =
      order == .sorted ? step.events.map { "    \($0)" } : step.timeline.lines(indent: 4)
    body.append(
      (["  \(contestants[index].name):\(step.marks)"] + lines).joined(separator: "\n") + "\n")
  }

  func end(_ results: [ContestantResult]) {}

  func finish(_ results: [ContestantResult], into output: some TextOutput) throws(OutputError) {
    for result in results {
      try output.write(
        "# \(result.script) × \(result.contestant.name): \(result.verdict.rawValue)\n")
    }
    try body.copy(to: output)
    let teardowns = results.filter { !$0.teardown.isEmpty }
    guard !teardowns.isEmpty else { return }
    try output.write("teardown:\n")
    for result in teardowns {
      let indent = results.count > 1 ? "    " : "  "
      if results.count > 1 { try output.write("  \(result.contestant.name):\n") }
      try output.write(result.teardown.map { "\(indent)\($0)\n" }.joined())
    }
  }
}
