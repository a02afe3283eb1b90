import StoreModels

/// The suite played at the `store` contestant's rules (``StoreRules/lab``) beside the recorded
/// release's (``SuiteSource/rules``): every step whose lab lines differ between the two runs,
/// with the lines each run has beyond the other. What the later rules move in the recordings is
/// computed by running both, not declared.
struct RulesComparison {
  /// One step whose lines differ between the two runs.
  struct Moved {
    let test: SuiteTest
    let step: Int
    let action: String
    /// The lines of the run at the recorded release's rules beyond the other's, with counts.
    let onlyAtRecordedRules: [String: Int]
    /// The lines of the run at ``rules`` beyond the other's, with counts.
    let onlyAtOtherRules: [String: Int]
  }

  /// The rules played beside the recorded release's.
  let rules: StoreRules
  /// The steps compared.
  let steps: Int
  /// The steps whose lines differ, in the suite's order.
  let moved: [Moved]
  /// The screen checks and taps that failed at ``rules`` alone, each after its test:
  /// `observation enum testDismiss: no [Dismiss] button on screen to tap (only)`.
  var problems: [String] = []

  /// What the text calls ``rules``: `store's rules` for ``StoreRules/lab``.
  var rulesName: String { rules == .lab ? "store's rules" : "the other rules" }
}

extension RulesComparison {
  /// Plays the tests of `results` (played at ``SuiteSource/rules``) again at `rules`, and
  /// compares the lab's lines step by step.
  init(_ results: [SuiteRunner.Result], against rules: StoreRules = .lab) {
    var steps = 0
    var moved: [Moved] = []
    var problems: [String] = []
    for result in results {
      let test = result.test
      let other = SuiteRunner.run(test, rules: rules)
      problems += other.problems.filter { !result.problems.contains($0) }.map {
        "\(test.variant.rawValue) \(test.group.rawValue) \(test.name): \($0)"
      }
      // NB: both runs play the same commands, so both have a step per `assertLogs`.
      for (step, otherStep) in zip(result.steps, other.steps) {
        steps += 1
        guard step.lab != otherStep.lab else { continue }
        // NB: the first run's lines stand in for the recording, to reuse the step's surplus.
        let surplus = SuiteRunner.Step(
          index: step.index, action: step.action, recorded: step.lab, lab: otherStep.lab
        ).surplus
        moved.append(
          Moved(
            test: result.test, step: step.index, action: step.action,
            onlyAtRecordedRules: surplus.recordedOnly, onlyAtOtherRules: surplus.labOnly))
      }
    }
    self.init(rules: rules, steps: steps, moved: moved, problems: problems)
  }

  /// `At store's rules: gone children evicted (1.21), …. 5 of 63 steps log otherwise:`.
  var heading: String {
    "At \(rulesName): \(rules). \(moved.count) of \(steps) step\(steps == 1 ? "" : "s") "
      + "log otherwise\(moved.isEmpty ? "." : ":")"
  }

  /// The heading, wrapped as the report's source line is, and, per step that moved, its test and
  /// the lines only one run has.
  var text: [String] {
    var lines = heading.wrapped(width: 92, indent: 2)
    for step in moved {
      lines += [
        "  \(step.test.variant.rawValue) · \(step.test.group.rawValue) · \(step.test.name) "
          + "\(step.step). \(step.action)",
        "     only at \(SuiteSource.tag)'s rules: \(Self.listed(step.onlyAtRecordedRules))",
        "     only at \(rulesName): \(Self.listed(step.onlyAtOtherRules))",
      ]
    }
    return lines + problems.map { "  problem at \(rulesName): \($0)" }
  }

  /// The heading, any problems, then a table of the steps that moved.
  var markdown: [String] {
    var lines = [heading]
    if !problems.isEmpty {
      lines += [""] + problems.map { "- problem at \(rulesName): \($0)" }
    }
    guard !moved.isEmpty else { return lines }
    lines += [
      "", "| test | step | only at \(SuiteSource.tag)'s rules | only at \(rulesName) |",
      "|---|---|---|---|",
    ]
    for step in moved {
      lines.append(
        "| \(step.test.variant.rawValue) \(step.test.group.rawValue) `\(step.test.name)` "
          + "| \(step.step). \(step.action) | \(Self.listed(step.onlyAtRecordedRules)) "
          + "| \(Self.listed(step.onlyAtOtherRules)) |")
    }
    return lines
  }

  /// `StoreOf<X>.deinit ×2, StoreOf<Y>.init`, sorted, or `nothing`.
  static func listed(_ surplus: [String: Int]) -> String {
    guard !surplus.isEmpty else { return "nothing" }
    return surplus.map { line, extra in extra == 1 ? line : "\(line) ×\(extra)" }.sorted()
      .joined(separator: ", ")
  }
}

/// In JSON, the conformance report's `storeRules`: the rules, the steps compared, and each step
/// that moved with the lines only one run has.
extension RulesComparison: Encodable {
  private enum CodingKeys: String, CodingKey { case rules, steps, moved, problems }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rules.description, forKey: .rules)
    try container.encode(steps, forKey: .steps)
    try container.encode(moved, forKey: .moved)
    try container.encode(problems, forKey: .problems)
  }
}

extension RulesComparison.Moved: Encodable {
  private enum CodingKeys: String, CodingKey {
    case variant, group, test, step, action, onlyAtRecordedRules, onlyAtStoreRules
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(test.variant.rawValue, forKey: .variant)
    try container.encode(test.group.rawValue, forKey: .group)
    try container.encode(test.name, forKey: .test)
    try container.encode(step, forKey: .step)
    try container.encode(action, forKey: .action)
    try container.encode(Self.lines(onlyAtRecordedRules), forKey: .onlyAtRecordedRules)
    try container.encode(Self.lines(onlyAtOtherRules), forKey: .onlyAtStoreRules)
  }

  /// Each line as often as its count, sorted, as a step's `recorded` and `lab` list them.
  private static func lines(_ surplus: [String: Int]) -> [String] {
    surplus.flatMap { line, count in repeatElement(line, count: count) }.sorted()
  }
}
