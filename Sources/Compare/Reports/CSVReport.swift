/// One row per script × contestant × step, with a header row, for spreadsheets and plotting.
enum CSVReport {
  static let header = [
    "script", "contestant", "step", "text", "bodies", "minimal", "wasted", "stale", "notifications",
    "sync", "stores_created", "stores_released", "view_stores_created", "scopes", "verdict",
  ]

  static func render(_ results: [ContestantResult]) -> String {
    var rows = [header.joined(separator: ",")]
    for result in results {
      for step in result.steps {
        var counters = Counters()
        counters.add(step)
        let cells: [String] = [
          result.script, result.contestant.name, "\(step.index)", step.text, "\(step.bodies)",
          "\(step.minimal)",
          "\(step.wasted)", "\(step.stale.count)", "\(counters.notifications)",
          "\(counters.syncWork)",
          "\(counters.storesCreated)", "\(counters.storesReleased)",
          "\(counters.viewStoresCreated)",
          "\(counters.scopes)", result.verdict.rawValue,
        ]
        rows.append(cells.map(escape).joined(separator: ","))
      }
    }
    return rows.joined(separator: "\n")
  }

  /// Quotes a cell that holds a comma, a quote or a line break (RFC 4180).
  static func escape(_ cell: String) -> String {
    guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return cell }
    return "\"" + cell.replacing("\"", with: "\"\"") + "\""
  }
}
