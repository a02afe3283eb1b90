import StoreModels

/// The suite played at the `store` contestant's rules (``StoreRules/lab``) beside the recorded
/// release's (``SuiteTag/rules``): every step whose lab lines differ between the two runs,
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

  /// The tag whose recordings were played, at its release's rules.
  let tag: SuiteTag
  /// The rules played beside the recorded release's.
  let rules: StoreRules
  /// The steps compared.
  let steps: Int
  /// The steps whose lines differ, in the suite's order.
  let moved: [Moved]
  /// The screen checks and taps that failed at ``rules`` alone, each after its test:
  /// `observation enum testDismiss: no [Dismiss] button on screen to tap (only)`.
  var problems: [String] = []
  /// Each rule of ``rules`` that differs from the recorded release's, swapped in alone, with the
  /// number of steps it moves: which rule moved what.
  var eachRule: [(rule: String, moved: Int)] = []

  /// The rules of ``rules`` the recorded release has too, so none is swapped in: at 1.10.0, the
  /// cached presentation store.
  var sharedRules: [String] {
    Self.swaps(to: rules, from: tag.rules).filter { $0.rules == tag.rules }.map(\.rule)
  }

  /// What the text calls ``rules``: `store's rules` for ``StoreRules/lab``.
  var rulesName: String { rules == .lab ? "store's rules" : "the other rules" }
}

extension RulesComparison {
  /// Plays the tests of `results` (played at their tag's rules) again at `rules`, and
  /// compares the lab's lines step by step; then again with each of its rules alone.
  init(_ results: [SuiteRunner.Result], against rules: StoreRules = .lab) {
    self = Self.played(results, at: rules)
    // NB: where only one rule differs, swapping it in alone is `rules` itself, already played.
    let moved = self.moved.count
    eachRule = Self.singleSwaps(to: rules, from: tag.rules).map { rule, alone in
      (rule, alone == rules ? moved : Self.played(results, at: alone).moved.count)
    }
  }

  /// The recorded release's rules, `base`, with one rule taken from `rules`, for each rule where
  /// they differ, named by that rule.
  static func singleSwaps(to rules: StoreRules, from base: StoreRules) -> [(
    rule: String, rules: StoreRules
  )] {
    swaps(to: rules, from: base).filter { $0.rules != base }
  }

  /// `base` with one rule taken from `rules`, for each rule, named by that rule
  /// (`base` itself where the two agree on it).
  private static func swaps(to rules: StoreRules, from base: StoreRules) -> [(
    rule: String, rules: StoreRules
  )] {
    func alone<Rule: CustomStringConvertible>(_ rule: WritableKeyPath<StoreRules, Rule>) -> (
      rule: String, rules: StoreRules
    ) {
      var swapped = base
      swapped[keyPath: rule] = rules[keyPath: rule]
      return (rules[keyPath: rule].description, swapped)
    }
    return [
      alone(\.goneChild), alone(\.equalAssignment), alone(\.plainPayload),
      alone(\.presentationScope), alone(\.propagation), alone(\.scopedState),
    ]
  }

  /// `results`' tests played again at `rules`, compared step by step.
  private static func played(_ results: [SuiteRunner.Result], at rules: StoreRules) -> Self {
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
    return Self(
      tag: SuiteSource.tag(of: results), rules: rules, steps: steps, moved: moved,
      problems: problems)
  }

  /// `Played again at store's rules (StoreRules.lab): 7 of 93 steps log other lines …` (at
  /// 1.10.0), then each rule alone and what it moves, and the rules the tag's have too.
  var heading: String {
    let name = rulesName + (rules == .lab ? " (StoreRules.lab)" : "")
    let alone = eachRule.map { "\($0.rule) moves \($0.moved)" }.joined(separator: "; ")
    let shared =
      sharedRules.isEmpty
      ? ""
      : " Already at \(tag.rawValue)'s rules: "
        + "\(ArchitectureLab.listed(sharedRules, conjunction: "and"))."
    return "Played again at \(name): \(moved.count) of \(steps) step\(steps == 1 ? "" : "s") log "
      + "other lines than at \(tag.rawValue)'s, the recordings' (so none is a mismatch)."
      + (alone.isEmpty ? "" : " Each rule alone: \(alone).") + shared
      + (moved.isEmpty ? "" : " The steps:")
  }

  /// The heading, wrapped as the report's source line is, and, per step that moved, its test and
  /// the lines only one run has.
  var text: [String] {
    var lines = heading.wrapped(width: 92, indent: 2)
    for step in moved {
      lines += [
        "  \(step.test.variant.rawValue) · \(step.test.group.rawValue) · \(step.test.name) "
          + "\(step.step). \(step.action)",
        "     only at \(tag.rawValue)'s rules: \(Self.listed(step.onlyAtRecordedRules))",
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
      "", "| test | step | only at \(tag.rawValue)'s rules | only at \(rulesName) |",
      "|---|---|---|---|",
    ]
    for step in moved {
      lines.append(
        "| \(step.test.variant.rawValue) \(step.test.group.rawValue) "
          + "\(markdownCode(step.test.name)) | \(step.step). \(step.action) | \(Self.listedAsCode(step.onlyAtRecordedRules)) "
          + "| \(Self.listedAsCode(step.onlyAtOtherRules)) |")
    }
    return lines
  }

  /// `StoreOf<X>.deinit ×2, StoreOf<Y>.init`, sorted, or `nothing`.
  static func listed(_ surplus: [String: Int]) -> String {
    listed(surplus) { $0 }
  }

  /// The same in Markdown, each line in a code span, so `<X>` is not read as a tag.
  static func listedAsCode(_ surplus: [String: Int]) -> String {
    listed(surplus, markdownCode)
  }

  private static func listed(_ surplus: [String: Int], _ shown: (String) -> String) -> String {
    guard !surplus.isEmpty else { return "nothing" }
    return surplus.sorted { $0.key < $1.key }.map { line, extra in
      extra == 1 ? shown(line) : "\(shown(line)) ×\(extra)"
    }.joined(separator: ", ")
  }
}

/// In JSON, the conformance report's `storeRules`: the rules, the steps compared, and each step
/// that moved with the lines only one run has.
extension RulesComparison: Encodable {
  private enum CodingKeys: String, CodingKey {
    case rules, steps, moved, problems, eachRule, sharedRules
  }

  /// One rule alone and the steps it moves.
  private struct Alone: Encodable {
    let rule: String
    let moved: Int
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rules.description, forKey: .rules)
    try container.encode(steps, forKey: .steps)
    try container.encode(moved, forKey: .moved)
    try container.encode(problems, forKey: .problems)
    try container.encode(eachRule.map { Alone(rule: $0.rule, moved: $0.moved) }, forKey: .eachRule)
    try container.encode(sharedRules, forKey: .sharedRules)
  }
}

/// NB: the JSON names the other side `onlyAtStoreRules`: the only comparison the reports encode
/// is against the store's rules (`StoreRules.lab`); a comparison against other rules, which the
/// tests make, is read in its text.
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
