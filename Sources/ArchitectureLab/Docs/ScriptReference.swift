/// The script language reference, written from the code's own scenario and verb tables so it
/// cannot drift from what the parser accepts.
///
/// NB: every cell goes through ``MarkdownReport/cell(_:)``: GitHub splits a table's cell at a
/// `|` even inside code, so `filter all|active|completed` would spill into the next columns.
enum ScriptReference {
  static func render() -> String {
    var lines = [
      "| scenario | verb | what it taps |",
      "|---|---|---|",
    ]
    for scenario in Scenarios.all {
      for (index, verb) in scenario.verbs.enumerated() {
        let name = index == 0 ? code(scenario.name) : ""
        lines.append("| \(name) | \(code(verb.usage)) | \(MarkdownReport.cell(verb.summary)) |")
      }
    }
    lines.append("")
    lines.append(
      "| scenario | parameter | what it sets | default | range | why the range ends there |")
    lines.append("|---|---|---|--:|---|---|")
    for scenario in Scenarios.all {
      for (index, parameter) in scenario.parameters.enumerated() {
        let name = index == 0 ? code(scenario.name) : ""
        lines.append(
          "| \(name) | \(code("\(parameter.name) N")) | \(MarkdownReport.cell(parameter.summary)) | "
            + "\(parameter.defaultValue) | \(parameter.range.lowerBound) to \(parameter.range.upperBound) | "
            + "\(MarkdownReport.cell(parameter.limitReason ?? "")) |")
      }
    }
    lines.append("")
    lines.append("| scenario | contestant | declared verdict | what it is |")
    lines.append("|---|---|---|---|")
    for scenario in Scenarios.all {
      for (index, contestant) in scenario.contestants.enumerated() {
        let name = index == 0 ? code(scenario.name) : ""
        lines.append(
          "| \(name) | \(code(contestant.name)) | \(contestant.expected.rawValue) | "
            + "\(words(contestant.summary)) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` as code in a cell, its `|` escaped.
  private static func code(_ text: String) -> String {
    markdownCode(MarkdownReport.cell(text))
  }

  /// A contestant's summary in a cell: a registered contestant's is another package's words.
  ///
  /// NB: the scenarios' verbs and parameters are the lab's own, whose reasons write code as
  /// Markdown (`compare bench`); only contestants come from other packages (``Lab/register(_:)``).
  private static func words(_ text: String) -> String {
    MarkdownReport.cell(markdownText(text))
  }
}
