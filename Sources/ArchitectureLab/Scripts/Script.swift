/// A parsed script: the scenario, its parameters, and its steps.
///
/// The whole script is checked when it is parsed, so every error of syntax, verb or argument in
/// it is found before anything runs (a tap the reference screen cannot take is found when the
/// run, which plays the reference and the contestants in lockstep, reaches it); then it keeps
/// only its text, and ``steps`` reads each line again as the runner reaches it
/// (a `repeat N VERB` line once for its N steps), so memory grows with neither its lines nor its
/// steps.
struct Script {
  /// One step line as parsed: the tap, where it came from, and how often `repeat` runs it.
  struct Line {
    /// The script line without its comment.
    let text: String
    let line: Int
    let column: Int
    let tap: Tap
    var repetitions = 1
    var argument: TargetArgument?
    /// The verb's arguments as parsed, and what its steps do to a size parameter.
    var values: [Verb.Value] = []
    var resizing: Verb.Resizing?
  }

  /// One step as it runs: a line, or one repetition of a `repeat` line.
  struct Step {
    /// The header printed in logs: the script line, with the repetition for `repeat` lines.
    let text: String
    let line: Int
    let column: Int
    let tap: Tap
    var argument: TargetArgument?
  }

  /// The argument that picks a step's target (`I` in `remove I`), as errors name it (`the
  /// position (I)`), and where the line wrote it: a step impossible at its turn is reported
  /// there, with the values the screen allowed.
  struct TargetArgument: Equatable {
    let phrase: String
    let column: Int
  }

  let file: String
  let scenario: Scenario
  /// The scenario's parameters, as set on the scenario line or by default.
  let parameters: Parameters
  /// Every step in order, made from the script's lines as it is read.
  let steps: Steps
  /// The largest value each size parameter reaches as the steps run.
  let peaks: Peaks
  /// The script's name in reports: the file name without folders or `.lab`, unless a command
  /// runs two scripts of that name (see ``uniquelyNamed(_:)``).
  var name: String
  /// Whether this is one of the lab's built-in scripts, on which a broken contestant must show
  /// exactly its declared verdict (see ``ContestantResult/metExpectation``).
  var isBuiltin = false

  init(file: String, scenario: Scenario, parameters: Parameters, steps: Steps, peaks: Peaks) {
    self.file = file
    self.scenario = scenario
    self.parameters = parameters
    self.steps = steps
    self.peaks = peaks
    self.name = Self.name(of: file)
  }

  /// A script of no steps: what the fuzzer plays the steps it draws on.
  init(file: String, scenario: Scenario, parameters: Parameters) {
    self.init(
      file: file, scenario: scenario, parameters: parameters, steps: Steps(scenario),
      peaks: Peaks(parameters))
  }

  /// The file name without folders or `.lab`.
  private static func name(of file: String) -> String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    return base.hasSuffix(".lab") ? String(base.dropLast(4)) : base
  }

  /// The scripts with names that tell them apart in one report: a name two scripts share
  /// becomes each one's path without `.lab` (`a/x`, `b/x`), and a path given twice is numbered
  /// (`x`, `x #2`).
  ///
  /// NB: a number is one no script's name has (`x #2.lab`, `x.lab`, `x.lab` are `x #2`, `x` and
  /// `x #3`): two scripts shown under one name would be merged in the reports' tables, and
  /// drawn twice under one key in the chart.
  static func uniquelyNamed(_ scripts: [Script]) -> [Script] {
    var counts: [String: Int] = [:]
    for script in scripts { counts[script.name, default: 0] += 1 }
    let renamed = scripts.map { script in
      var script = script
      if counts[script.name, default: 0] > 1 {
        script.name = script.file.hasSuffix(".lab") ? String(script.file.dropLast(4)) : script.file
      }
      return script
    }
    let names = Set(renamed.map(\.name))
    var given: Set<String> = []
    return renamed.map { script in
      var script = script
      if given.contains(script.name) {
        var number = 2
        func numbered() -> String { "\(script.name) #\(number)" }
        while names.contains(numbered()) || given.contains(numbered()) { number += 1 }
        script.name = numbered()
      }
      given.insert(script.name)
      return script
    }
  }
}

extension Script {
  /// The contestants among `contestants` that run this script's parameters at the largest values
  /// its steps reach (their ``ContestantLimit``s, against ``peaks``): one named by the user that
  /// does not is an error; one that was not named is left out, and `note` says why. `compare
  /// run`, `compare log` and `Lab.run` all choose this way.
  func runnable(
    _ contestants: [Contestant], named: Bool, note: (String) -> Void
  ) throws(UsageError) -> [Contestant] {
    var runnable: [Contestant] = []
    for contestant in contestants {
      guard let reason = contestant.refusal(peaks.largestParameters, line: peaks.line(reaching:))
      else {
        runnable.append(contestant)
        continue
      }
      if named { throw UsageError(message: "\(file): \(reason)") }
      note("\(file): not run: \(reason)")
    }
    return runnable
  }
}
