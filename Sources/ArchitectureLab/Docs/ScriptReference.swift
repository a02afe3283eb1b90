/// The script language reference, written from the code's own scenario and verb tables so it
/// cannot drift from what the parser accepts.
enum ScriptReference {
  static func render() -> String {
    var lines = [
      "| scenario | verb | what it taps |",
      "|---|---|---|",
    ]
    for scenario in Scenarios.all {
      for (index, verb) in scenario.verbs.enumerated() {
        let name = index == 0 ? markdownCode(scenario.name) : ""
        lines.append("| \(name) | \(markdownCode(verb.usage)) | \(verb.summary) |")
      }
    }
    lines.append("")
    lines.append(
      "| scenario | parameter | what it sets | default | range | why the range ends there |")
    lines.append("|---|---|---|--:|---|---|")
    for scenario in Scenarios.all {
      for (index, parameter) in scenario.parameters.enumerated() {
        let name = index == 0 ? markdownCode(scenario.name) : ""
        lines.append(
          "| \(name) | \(markdownCode("\(parameter.name) N")) | \(parameter.summary) | "
            + "\(parameter.defaultValue) | \(parameter.range.lowerBound) to \(parameter.range.upperBound) | "
            + "\(parameter.limitReason ?? "") |")
      }
    }
    lines.append("")
    lines.append("| scenario | contestant | declared verdict | what it is |")
    lines.append("|---|---|---|---|")
    for scenario in Scenarios.all {
      for (index, contestant) in scenario.contestants.enumerated() {
        let name = index == 0 ? markdownCode(scenario.name) : ""
        lines.append(
          "| \(name) | \(markdownCode(contestant.name)) | \(contestant.expected.rawValue) | "
            + "\(words(contestant.summary)) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A contestant's summary in a cell: a registered contestant's is another package's words.
  ///
  /// NB: the scenarios' verbs and parameters are the lab's own, whose reasons write code as
  /// Markdown (`compare bench`); only contestants come from other packages (``Lab/register(_:)``).
  private static func words(_ text: String) -> String {
    MarkdownReport.cell(markdownText(text))
  }
}
