/// One row per script × contestant × step, with a header row, for spreadsheets and plotting.
///
/// Rows are written as steps run; a run's verdict, known at its end, is added as its rows are
/// copied into the report.
final class CSVReport: ReportWriter {
  static let header = [
    "script", "contestant", "step", "text", "bodies", "floor", "wasted", "stale", "notifications",
    "sync", "stores_created", "stores_released", "view_stores_created", "scopes", "verdict",
  ]

  /// The rows of the scripts run so far.
  private let body: Spool
  /// Per contestant of the running script, its rows without the script, contestant and verdict.
  private var runs: [Spool] = []

  init() throws(OutputError) {
    body = try Spool()
  }

  var showsSteps: Bool { true }

  func begin(_ script: Script, contestants: [Contestant]) throws(OutputError) {
    runs = []
    for _ in contestants { runs.append(try Spool()) }
  }

  /// NB: a step's cells hold no line break (script lines are split at every break), so each
  /// spooled row is one line.
  func record(_ step: StepResult, of index: Int) {
    var counters = Counters()
    counters.add(step)
    let cells: [String] = [
      "\(step.index)", step.text, "\(step.bodies)", "\(step.floor)", "\(step.wasted)",
      "\(step.stale.count)", "\(counters.notifications)", "\(counters.syncWork)",
      "\(counters.storesCreated)", "\(counters.storesReleased)", "\(counters.viewStoresCreated)",
      "\(counters.scopes)",
    ]
    runs[index].append(cells.map(Self.escape).joined(separator: ",") + "\n")
  }

  func end(_ results: [ContestantResult]) throws(OutputError) {
    for (result, run) in zip(results, runs) {
      let prefix = [result.script, result.contestant.name].map(Self.escape).joined(separator: ",")
      let verdict = Self.escape(result.verdict.rawValue)
      try run.forEachLine { row in body.append("\(prefix),\(row),\(verdict)\n") }
    }
    runs = []
  }

  func finish(_ results: [ContestantResult], into output: some TextOutput) throws(OutputError) {
    try output.write(Self.header.joined(separator: ",") + "\n")
    try body.copy(to: output)
  }

  /// Quotes a cell that holds a comma, a quote or a line break (RFC 4180).
  ///
  /// NB: a cell is data, as the JSON report's strings are: any other control character (an ESC,
  /// a tab), separator or format character is kept as it is, unquoted, so a script's name reads
  /// back as its file's. RFC 4180's grammar has no room for those, nor for any letter outside
  /// ASCII (TEXTDATA, section 2); the lab writes UTF-8 as spreadsheets read it, and quotes would
  /// not stop a terminal that prints the file from reading an escape sequence.
  static func escape(_ cell: String) -> String {
    guard
      cell.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
    else { return cell }
    return "\"" + cell.replacing("\"", with: "\"\"") + "\""
  }
}
