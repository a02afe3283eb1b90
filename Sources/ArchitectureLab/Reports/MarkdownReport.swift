/// The summary as Markdown: a table row per run with ratios to the floor, the means of the
/// correct contestants, and the verdict per scenario.
enum MarkdownReport {
  static func render(_ results: [ContestantResult]) -> String {
    let summary = Summary(runs: results)
    var lines = [
      "| script | contestant | steps | bodies | floor | wasted | stale | notif | sync | stores | leaked | bodies/floor | notif/floor | verdict |",
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
        cell(markdownText(result.script)), markdownCode(cell(result.contestant.name)),
        "\(totals.steps)",
        "\(totals.bodies)",
        "\(totals.floor)",
        "\(totals.wasted)", "\(totals.staleViews)", "\(totals.notifications)", "\(totals.syncWork)",
        "\(totals.storesCreated)", "\(result.leaked.count)", ratios.bodies.formattedRatio,
        ratios.notifications.formattedRatio, verdict,
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    let correct = summary.correctContestants
    if !correct.isEmpty {
      lines.append("")
      lines.append(
        "Geometric means over the scripts each ran, for the contestants correct on every one:")
      lines.append("")
      lines += meansHeader
      let declaredBroken = summary.declaredBrokenButCorrect
      for name in correct {
        let mark = declaredBroken.contains { $0.contestant == name } ? " †" : ""
        lines.append(meansRow(summary, name, mark: mark, correctOnly: false))
      }
      if !declaredBroken.isEmpty {
        lines.append("")
        lines.append(cell(markdownText(TableReport.declaredBrokenNote(declaredBroken))))
      }
    }
    let partly = summary.correctWhereDeclared
    if !partly.isEmpty {
      lines +=
        [
          "",
          "Over only the scripts each was correct on (broken on the others, as declared):", "",
        ] + meansHeader
      for name in partly {
        lines.append(meansRow(summary, name, mark: "", correctOnly: true))
      }
    }
    for verdict in ScenarioVerdict.all(results) {
      lines.append("")
      lines.append(
        "**\(cell(markdownText(verdict.scenario)))** (\(verdict.floorOverSteps)): "
          + markdownText(verdict.sentence))
      lines.append("")
      lines.append("| rank | bodies | contestants |")
      lines.append("|--:|--:|---|")
      for place in verdict.places {
        let names = place.contestants.map { markdownCode(cell($0.name)) }.joined(separator: ", ")
        lines.append("| \(place.rank) | \(place.bodies) | \(names) |")
      }
      for broken in verdict.broken {
        lines.append(
          "| — | broken | \(cell(broken.summary(name: markdownCode, words: markdownText))) |")
      }
      for entry in verdict.declaredBroken {
        let declared = ScenarioVerdict.declaredText(entry, name: markdownCode)
        lines.append("| — | not ranked | \(cell(declared)), correct here |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The head of a table of geometric means.
  private static let meansHeader = [
    "| contestant | scripts | bodies/floor | notif/floor |", "|---|--:|--:|--:|",
  ]

  /// A contestant's row of geometric means, `mark` after its name, over every script it ran or
  /// only those it was correct on.
  private static func meansRow(
    _ summary: Summary, _ name: String, mark: String, correctOnly: Bool
  ) -> String {
    let mean = summary.geometricMean(of: name, correctOnly: correctOnly)
    let scripts = summary.scriptCount(of: name, correctOnly: correctOnly)
    return "| \(markdownCode(cell(name)))\(mark) | \(scripts) | \(mean.bodies.formattedRatio) | "
      + "\(mean.notifications.formattedRatio) |"
  }

  /// Text safe in a table cell: a `|` escaped (also inside code, as GitHub requires) and control
  /// characters, line breaks among them, written as the text reports write them
  /// (``escapingControls(_:)``), so a script named `a|b.lab` or `a⏎b.lab` cannot add columns or
  /// rows, and one holding an escape sequence sends a terminal that shows the file nothing.
  static func cell(_ text: String) -> String {
    escapingControls(text).replacing("|", with: "\\|")
  }
}
