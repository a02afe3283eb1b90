/// A parsed script: the scenario and its lines, each with where it came from.
///
/// A `repeat N VERB` line is one parsed ``Line``; ``steps`` expands it while the script runs, so
/// memory does not grow with the number of steps.
struct Script {
  /// One step line as parsed: the tap, where it came from, and how often `repeat` runs it.
  struct Line {
    /// The script line without its comment.
    let text: String
    let line: Int
    let column: Int
    let tap: Tap
    var repetitions = 1
  }

  /// One step as it runs: a line, or one repetition of a `repeat` line.
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
  let lines: [Line]
  /// Every step in order, expanded from ``lines`` as it is read.
  let steps: Steps

  init(file: String, scenario: Scenario, parameters: Parameters, lines: [Line]) {
    self.file = file
    self.scenario = scenario
    self.parameters = parameters
    self.lines = lines
    self.steps = Steps(lines)
  }

  /// The script's name in reports: the file name without folders or extension.
  var name: String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    return base.hasSuffix(".lab") ? String(base.dropLast(4)) : base
  }
}
