/// The summary table: one row per script × contestant, fitting a 100-column terminal.
enum TableReport {
  static let columns = [
    ("script", 9), ("contestant", 26), ("steps", 5), ("bodies", 6), ("min", 4), ("wasted", 6),
    ("stale", 5), ("notif", 5), ("sync", 4), ("stores", 6), ("leaked", 6), ("verdict", 7),
  ]

  static func render(_ results: [ContestantResult]) -> String {
    var lines = [row(columns.map(\.0)), String(repeating: "-", count: width)]
    for result in results {
      let totals = result.totals
      // NB: a verdict that differs from the declared one is marked `!` and explained below.
      let verdict = result.verdict.rawValue + (result.metExpectation ? "" : "!")
      lines.append(
        row([
          result.script, result.contestant.name, "\(totals.steps)", "\(totals.bodies)",
          "\(totals.minimal)",
          "\(totals.wasted)", "\(totals.staleViews)", "\(totals.notifications)",
          "\(totals.syncWork)",
          "\(totals.storesCreated)", "\(result.leaked.count)", verdict,
        ]))
    }
    let failures = results.filter { !$0.metExpectation }
    lines.append("")
    lines.append(
      failures.isEmpty
        ? "All \(results.count) runs met their declared verdict."
        : "\(failures.count) of \(results.count) runs did NOT meet their declared verdict.")
    for result in failures {
      lines.append(
        "  ! \(result.script) × \(result.contestant.name): declared \(result.contestant.expected.rawValue), got \(result.verdict.rawValue)"
      )
    }
    for result in results where result.verdict != .correct {
      lines.append("  \(result.script) × \(result.contestant.name): \(explanation(result))")
    }
    let summary = Summary(runs: results)
    lines.append("")
    lines.append("Body runs and notifications per needed render (geometric mean over scripts):")
    for name in summary.contestants {
      let mean = summary.geometricMean(of: name)
      lines.append(
        "  \(name.padding(to: 28))\(mean.bodies.formattedRatio) bodies/min  \(mean.notifications.formattedRatio) notif/min"
      )
    }
    let best = summary.scripts.compactMap { script in
      summary.best(for: script).map { "\(script): \($0)" }
    }
    lines.append("Best per script: \(best.joined(separator: ", "))")
    lines += storeWork(results)
    for result in results where !result.leaked.isEmpty {
      lines.append(
        "  \(result.script) × \(result.contestant.name) leaked: \(result.leaked.joined(separator: ", "))"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// Per script where a contestant ran beside the one it replaces: stores, view stores, scopes
  /// and bodies of each, the work the newer one removed (observation, for the store).
  private static func storeWork(_ results: [ContestantResult]) -> [String] {
    let replacements = Replacement.all(in: results)
    var lines: [String] = []
    for names in replacements.map(\.names).uniqued() {
      lines += ["", "Work removed, \(names) (stores, view stores, scopes, bodies):"]
      for replacement in replacements where replacement.names == names {
        let cells = [replacement.before, replacement.after].map { result in
          let totals = result.totals
          return
            "\(totals.storesCreated)/\(totals.viewStoresCreated)/\(totals.scopes)/\(totals.bodies)"
        }
        lines.append(
          "  \(replacement.script.padding(to: 10))\(cells[0].padding(to: 16))→ \(cells[1])")
      }
    }
    return lines
  }

  /// Why a run was not correct: the stale views, or where a loop or the time limit stopped it.
  static func explanation(_ result: ContestantResult) -> String {
    if let stop = result.stop {
      return "stopped at step \(stop.step): \(stop.reason)"
    }
    return "stale: " + abbreviated(result.staleViews, width: 60)
  }

  /// The items joined by commas, cut to about `width` characters with a count of the rest.
  private static func abbreviated(_ items: [String], width: Int) -> String {
    var shown: [String] = []
    for item in items {
      guard shown.isEmpty || (shown + [item]).joined(separator: ", ").count <= width else { break }
      shown.append(item)
    }
    let rest = items.count - shown.count
    return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
  }

  private static var width: Int { columns.map(\.1).reduce(0, +) + columns.count - 1 }

  private static func row(_ cells: [String]) -> String {
    zip(cells, columns).enumerated().map { index, pair in
      let (cell, column) = pair
      let padding = String(repeating: " ", count: max(0, column.1 - cell.count))
      return index < 2 || index == columns.count - 1 ? cell + padding : padding + cell
    }.joined(separator: " ").trimmingWhitespace()
  }
}
