/// A parsed script: the scenario and the steps to run, each with where it came from.
struct Script {
  /// One step: the tap to perform and the line it came from.
  struct Step {
    /// The header printed in logs: the script line, with the repetition for `repeat` lines.
    let text: String
    let line: Int
    let column: Int
    let tap: Tap
  }

  let file: String
  let scenario: Scenario
  /// The scenario's parameters, as set on the scenario line or by default.
  let parameters: Parameters
  let steps: [Step]

  /// The script's name in reports: the file name without folders or extension.
  var name: String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    return base.hasSuffix(".lab") ? String(base.dropLast(4)) : base
  }
}
