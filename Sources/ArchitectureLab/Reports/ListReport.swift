/// `compare list`: scenarios with their parameters, verbs and contestants, and the built-in
/// scripts.
enum ListReport {
  static func render() -> String {
    var lines: [String] = []
    for scenario in Scenarios.all {
      lines.append("scenario \(scenario.name): \(scenario.summary)")
      if !scenario.parameters.isEmpty {
        let settings = scenario.parameters.map { "\($0.name) N" }.joined(separator: " ")
        lines.append("  parameters (on the scenario line: scenario \(scenario.name) \(settings)):")
        for parameter in scenario.parameters {
          lines += column(parameter.name, parameter.description)
        }
      }
      lines.append("  verbs:")
      for verb in scenario.verbs {
        lines += column(verb.usage, verb.summary)
      }
      lines.append("  contestants:")
      for contestant in scenario.contestants {
        lines.append(
          "    \(contestant.name.padding(to: 28))expected \(contestant.expected.rawValue.padding(to: 8)) \(contestant.summary)"
        )
      }
      lines.append("")
    }
    lines.append(
      "built-in scripts (`\(CommandName.current) list --script NAME` prints one's text):")
    for script in BuiltinScripts.all {
      lines.append("  \(script.name)")
    }
    return lines.joined(separator: "\n")
  }

  /// The built-in script `name`'s text as a `.lab` file holds it, ending with a line break.
  ///
  /// - Throws: `UsageError` for a name that is no built-in script's, with the nearest one.
  static func text(ofScript name: String) throws -> String {
    guard let script = BuiltinScripts.named(name) else {
      let names = BuiltinScripts.all.map(\.name)
      let hint = didYouMean(name, in: names) ?? ""
      throw UsageError(
        message: "no built-in script \(echo(name))\(hint) (built-in scripts: "
          + names.joined(separator: ", ") + ")")
    }
    return script.text.hasSuffix("\n") ? script.text : script.text + "\n"
  }

  /// `name` in a 24-character column, then `text`; a name too wide to leave two spaces has
  /// its text on the next line, under the column.
  static func column(_ name: String, _ text: String) -> [String] {
    let width = 24
    guard name.count + 2 > width else { return ["    \(name.padding(to: width))\(text)"] }
    return ["    \(name)", "    \(String(repeating: " ", count: width))\(text)"]
  }
}

extension String {
  /// The string followed by spaces up to `width` characters, and by one at least (never cut):
  /// the columns it heads are apart however long a name.
  func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count))
  }
}

extension Parameter {
  /// What it sets, its default and its range: `counters the list starts with; 0 by default,
  /// from 0 to 500`.
  var description: String {
    "\(summary); \(defaultValue) by default, from \(range.lowerBound) to \(range.upperBound)"
  }
}
