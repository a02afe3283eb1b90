/// The summary as a Markdown table, with ratios to the floor and the best contestant per script.
enum MarkdownReport {
  static func render(_ results: [ContestantResult]) -> String {
    let summary = Summary(runs: results)
    var lines = [
      "| script | contestant | steps | bodies | min | wasted | stale | notif | sync | stores | leaked | bodies/min | notif/min | verdict |",
      "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|",
    ]
    for result in results {
      let totals = result.totals
      let ratios = Summary.ratios(result)
      let verdict =
        result.metExpectation
        ? result.verdict.rawValue
        : "**\(result.verdict.rawValue)** (declared \(result.contestant.expected.rawValue))"
      let cells = [
        cell(result.script), "`\(cell(result.contestant.name))`", "\(totals.steps)",
        "\(totals.bodies)",
        "\(totals.minimal)",
        "\(totals.wasted)", "\(totals.staleViews)", "\(totals.notifications)", "\(totals.syncWork)",
        "\(totals.storesCreated)", "\(result.leaked.count)", ratios.bodies.formattedRatio,
        ratios.notifications.formattedRatio, verdict,
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    lines.append("")
    lines.append("| contestant | geometric mean bodies/min | geometric mean notif/min |")
    lines.append("|---|--:|--:|")
    for name in summary.contestants {
      let mean = summary.geometricMean(of: name)
      lines.append(
        "| `\(cell(name))` | \(mean.bodies.formattedRatio) | \(mean.notifications.formattedRatio) |"
      )
    }
    lines.append("")
    lines.append(
      "Best per script (fewest body runs per needed render, then fewest notifications): "
        + summary.scripts.compactMap { script in
          summary.best(for: script).map { "\(script) `\($0)`" }
        }.joined(separator: ", ") + ".")
    return lines.joined(separator: "\n")
  }

  /// Text safe in a table cell: a `|` escaped (also inside code, as GitHub requires) and a line
  /// break made a space, so a script named `a|b.lab` cannot add columns or rows.
  static func cell(_ text: String) -> String {
    let scalars = text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }
    return String(String.UnicodeScalarView(scalars)).replacing("|", with: "\\|")
  }
}
