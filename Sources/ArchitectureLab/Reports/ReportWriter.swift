/// A report written while scripts run, in memory that does not grow with the number of steps:
/// what a step adds is spooled on disk (``Spool``) as the step runs, each script's runs are put
/// together when it ends, and the whole report is written once every script has run, so a
/// script error leaves the output untouched.
protocol ReportWriter: AnyObject {
  /// Whether the report shows steps: the runner then hands each to ``record(_:of:)``.
  var showsSteps: Bool { get }
  /// A script is about to run on `contestants`, in this order.
  func begin(_ script: Script, contestants: [Contestant]) throws(OutputError)
  /// One step of the contestant at `index` in the order given to ``begin(_:contestants:)``.
  func record(_ step: StepResult, of index: Int)
  /// The script's runs ended with `results`, in the same order.
  func end(_ results: [ContestantResult]) throws(OutputError)
  /// Writes the report of every script run; `results` are all their runs.
  func finish(_ results: [ContestantResult], into output: some TextOutput) throws(OutputError)
}

/// A report of the runs' totals only, rendered at the end: the table and the Markdown table.
final class SummaryWriter: ReportWriter {
  private let render: ([ContestantResult]) -> String

  init(_ render: @escaping ([ContestantResult]) -> String) {
    self.render = render
  }

  var showsSteps: Bool { false }
  func begin(_ script: Script, contestants: [Contestant]) {}
  func record(_ step: StepResult, of index: Int) {}
  func end(_ results: [ContestantResult]) {}

  func finish(_ results: [ContestantResult], into output: some TextOutput) throws(OutputError) {
    try output.write(render(results) + "\n")
  }
}
