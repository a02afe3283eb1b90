import Foundation

/// How the lab's lines compare with the suite's, step by step, as text, JSON or Markdown.
enum ConformanceReport {
  /// One step's verdict.
  enum Verdict: String {
    case match
    /// Not reproduced, for a cause listed in ``KnownDifference``.
    case known = "known difference"
    case mismatch
    /// Reproduced although a known difference is declared for it: the list is out of date.
    case unexpectedMatch = "match, but declared a known difference"

    /// Whether the step counts as conforming.
    var passes: Bool { self == .match || self == .known }
  }

  /// A step matches when every kind of line, releases included, is the same multiset. A known
  /// difference excuses exactly the lines it names, the lab's beyond the recording and the
  /// recording's the lab lacks, each with its count; one of the deinits alone also leaves every
  /// counted kind required. Any other line that differs is a mismatch.
  static func verdict(_ step: SuiteRunner.Step, of test: SuiteTest) -> Verdict {
    guard let known = KnownDifference.of(test, step: step.index) else {
      return step.matchesAll ? .match : .mismatch
    }
    if step.matchesAll { return .unexpectedMatch }
    // NB: implied by the exact lines when they are all releases; said for the scope's sake.
    if known.scope == .deinits, !step.matches { return .mismatch }
    let surplus = step.surplus
    return surplus.labOnly == known.labOnly && surplus.recordedOnly == known.recordedOnly
      ? .known : .mismatch
  }

  /// Whether every step of every test conforms and every screen check held.
  static func passes(_ results: [SuiteRunner.Result]) -> Bool {
    results.allSatisfy { result in
      result.problems.isEmpty && result.steps.allSatisfy { verdict($0, of: result.test).passes }
    }
  }

  /// `recorded/lab` for each kind of ``columns(at:)``.
  private static func cells(_ step: SuiteRunner.Step, at tag: SuiteTag) -> [String] {
    columns(at: tag).map { column in
      "\(column.kind.count(in: step.recorded))/\(column.kind.count(in: step.lab))"
    }
  }

  /// The kinds of line a report at `tag` counts in cells, with their titles: the counted kinds
  /// in ``SuiteLine/counted`` order, then the releases. Pushes only where the tag's stores push
  /// (``StoreRules/ScopedState/pushed``, 1.4.0): no later recording has one.
  static func columns(at tag: SuiteTag) -> [(title: String, kind: SuiteLine)] {
    allColumns.filter { $0.kind != .statePush || tag.rules.scopedState == .pushed }
  }

  /// Every kind's title, for ``columns(at:)``.
  static let allColumns: [(title: String, kind: SuiteLine)] = [
    ("bodies", .body), ("row closures", .rowClosure), ("WithView bodies", .withViewStoreBody),
    ("view stores", .viewStoreInit), ("stores", .storeInit), ("pushes", .statePush),
    ("deinits", .release),
  ]

  // MARK: Text

  /// The report as text; `comparison`, when given, follows the summary.
  static func text(_ results: [SuiteRunner.Result], comparison: RulesComparison? = nil) -> String {
    // NB: the source line wrapped to the width of the lines below it; Markdown keeps it whole.
    var lines =
      SuiteSource.recorded(results).line.wrapped(width: 92, indent: 2)
      + legend(at: SuiteSource.tag(of: results)).wrapped(width: 90, indent: 0) + [""]
    for result in results {
      let test = result.test
      lines.append("\(test.variant.rawValue) · \(test.group.rawValue) · \(test.name)")
      for step in result.steps {
        let verdict = verdict(step, of: test)
        lines.append(
          "  \(step.index). \(step.action)  "
            + zip(columns(at: test.tag), cells(step, at: test.tag)).map { "\($0.title) \($1)" }
            .joined(separator: ", ")
            + "  → \(verdict.rawValue)")
        if !step.matchesAll {
          lines += difference(step).map { "     \($0)" }
        }
        if verdict == .known, let known = KnownDifference.of(test, step: step.index) {
          lines.append("     known difference: \(known.cause)")
        }
      }
      lines += result.problems.map { "  problem: \($0)" }
    }
    lines += ["", summary(results)]
    if let comparison { lines += [""] + comparison.text }
    return lines.joined(separator: "\n")
  }

  /// What the text's cells count and how a verdict is reached, naming the pushes where the tag's
  /// report shows them (``columns(at:)``).
  private static func legend(at tag: SuiteTag) -> String {
    let pushes =
      columns(at: tag).contains { $0.kind == .statePush }
      ? "pushes (a store handing its new state to one scoped from it, logged Parent.scope), "
      : ""
    return "Each cell is recorded/lab: view bodies, row closures, WithViewStore bodies, view "
      + "stores created, stores created, \(pushes)and deinits (releases); the verdict compares "
      + "every line of each kind. A known difference excuses exactly the lines it names, with "
      + "their counts: deinit lines for one of the deinits alone, lines of any kind for one of "
      + "the whole step."
  }

  /// The lines only one side has, e.g. `recorded only: StoreOf<X>.init ×2`.
  private static func difference(_ step: SuiteRunner.Step) -> [String] {
    let surplus = step.surplus
    return [
      "recorded only: \(RulesComparison.listed(surplus.recordedOnly))",
      "lab only: \(RulesComparison.listed(surplus.labOnly))",
    ]
  }

  /// How one variant's steps came out; in JSON, `summary`'s entries, the variant with its suite.
  struct Tally: Encodable {
    let variant: SuiteTest.Variant
    var steps = 0, matched = 0, knownDeinitsOnly = 0, knownWholeStep = 0, mismatched = 0
    var unexpectedMatches = 0

    /// The known differences, of either scope.
    var known: Int { knownDeinitsOnly + knownWholeStep }

    enum CodingKeys: String, CodingKey {
      case variant, suite, steps, matched, knownDeinitsOnly, knownWholeStep, mismatched
      case unexpectedMatches
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(variant.rawValue, forKey: .variant)
      try container.encode(variant.folder, forKey: .suite)
      try container.encode(steps, forKey: .steps)
      try container.encode(matched, forKey: .matched)
      try container.encode(knownDeinitsOnly, forKey: .knownDeinitsOnly)
      try container.encode(knownWholeStep, forKey: .knownWholeStep)
      try container.encode(mismatched, forKey: .mismatched)
      try container.encode(unexpectedMatches, forKey: .unexpectedMatches)
    }
  }

  /// Per variant, in ``SuiteTest/Variant`` order (one with no step in `results` too): its steps
  /// by verdict, the known differences by scope.
  static func tallies(_ results: [SuiteRunner.Result]) -> [Tally] {
    SuiteTest.Variant.allCases.map { variant in
      var tally = Tally(variant: variant)
      for result in results where result.test.variant == variant {
        for step in result.steps {
          tally.steps += 1
          switch verdict(step, of: result.test) {
          case .match: tally.matched += 1
          case .mismatch: tally.mismatched += 1
          case .unexpectedMatch: tally.unexpectedMatches += 1
          case .known:
            if KnownDifference.of(result.test, step: step.index)?.scope == .step {
              tally.knownWholeStep += 1
            } else {
              tally.knownDeinitsOnly += 1
            }
          }
        }
      }
      return tally
    }
  }

  /// One line per variant played: how many steps match, how many are known differences, of the
  /// deinits alone and of the whole step, and how many neither.
  static func summary(_ results: [SuiteRunner.Result]) -> String {
    // NB: a variant `--variant` left out is not printed as "0 of 0": it was not played.
    tallies(results).filter { $0.steps > 0 }.map { tally in
      let failing = tally.mismatched + tally.unexpectedMatches
      let known =
        tally.known == 0
        ? ""
        : ", \(tally.known) known difference\(tally.known == 1 ? "" : "s") "
          + "(\(tally.knownDeinitsOnly) deinits-only, \(tally.knownWholeStep) whole-step)"
      return "\(tally.variant.rawValue) (\(tally.variant.folder)): \(tally.matched) of "
        + "\(tally.steps) steps match" + known + (failing > 0 ? ", \(failing) do not" : "") + "."
    }.joined(separator: "\n")
  }

  // MARK: JSON

  /// The whole JSON report: what was recorded, the steps per variant by verdict, every test,
  /// and what the `store` contestant's rules move (`null` when not compared).
  struct Document: Encodable {
    /// The shape's version (docs/report-schema.md, "Conformance JSON"). Version 1 had no
    /// `schemaVersion` and named `summary[].knownDeinitsOnly` `knownReleasesOnly`.
    static let schemaVersion = 2

    let schemaVersion = Document.schemaVersion
    let source: SuiteSource.Recorded
    let summary: [Tally]
    let tests: [Test]
    let storeRules: JSONReport.Nullable<RulesComparison>
  }

  /// One test in JSON. Its steps hold no index: a step's number is its place in `steps`,
  /// counted from 1 as the text counts them.
  struct Test: Encodable {
    let group, name, variant: String
    let steps: [Step]
    let problems: [String]
  }

  /// One step in JSON: both sides' lines, whether every kind matched, the verdict (`match`,
  /// `known difference`, `mismatch`, …) and the cause of a difference declared for the step.
  ///
  /// NB: `match` false with a `knownDifference` is not always excused: a difference declared for
  /// the deinits alone leaves a counted kind that differs a `mismatch`; `verdict` says which.
  struct Step: Encodable {
    let action: String
    let recorded, lab: [String]
    let match: Bool
    let verdict: String
    let knownDifference: JSONReport.Nullable<String>
  }

  /// The report as JSON (docs/report-schema.md, "Conformance JSON").
  static func json(_ results: [SuiteRunner.Result], comparison: RulesComparison? = nil) -> String {
    let document = Document(
      source: SuiteSource.recorded(results), summary: tallies(results),
      tests: results.map { result in
        Test(
          group: result.test.group.rawValue, name: result.test.name,
          variant: result.test.variant.rawValue,
          steps: result.steps.map { step in
            Step(
              action: step.action, recorded: step.recorded, lab: step.lab,
              match: step.matchesAll,
              verdict: verdict(step, of: result.test).rawValue,
              knownDifference: .init(KnownDifference.of(result.test, step: step.index)?.cause))
          }, problems: result.problems)
      }, storeRules: .init(comparison))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // NB: encoding plain strings, numbers, arrays and Bools cannot fail.
    let data = try! encoder.encode(document)
    return String(decoding: data, as: UTF8.self)
  }

  // MARK: Markdown

  /// The report as Markdown; `comparison`, when given, follows the summary.
  static func markdown(_ results: [SuiteRunner.Result], comparison: RulesComparison? = nil)
    -> String
  {
    var lines = [SuiteSource.recorded(results).line, ""]
    let columns = columns(at: SuiteSource.tag(of: results))
    for variant in SuiteTest.Variant.allCases
    where results.contains(where: { $0.test.variant == variant }) {
      lines += [
        "**\(variant.rawValue)** (\(markdownCode(variant.folder))), recorded/lab:", "",
        "| test | step | " + columns.map(\.title).joined(separator: " | ") + " | |",
        "|---|---|" + String(repeating: "---|", count: columns.count) + "---|",
      ]
      var differences: [String] = []
      for result in results where result.test.variant == variant {
        let name = "\(result.test.group.rawValue) \(markdownCode(result.test.name))"
        for step in result.steps {
          let verdict = verdict(step, of: result.test)
          lines.append(
            "| \(name) | \(step.index). \(step.action) | "
              + cells(step, at: result.test.tag).joined(separator: " | ")
              + " | \(verdict.rawValue) |")
          if !step.matchesAll {
            differences.append(
              "- \(name) step \(step.index): recorded only: "
                + "\(RulesComparison.listedAsCode(step.surplus.recordedOnly)); lab only: "
                + "\(RulesComparison.listedAsCode(step.surplus.labOnly))"
                + (verdict == .known
                  ? ". Known difference: "
                    + (KnownDifference.of(result.test, step: step.index)?.cause ?? "") : ""))
          }
        }
        differences += result.problems.map { "- \(name): problem: \($0)" }
      }
      lines.append("")
      // NB: what the text prints under a step that differs, so no format says less.
      if !differences.isEmpty {
        lines += ["The lines only one side has:", ""] + differences + [""]
      }
    }
    lines.append(summary(results))
    if let comparison { lines += [""] + comparison.markdown }
    return lines.joined(separator: "\n")
  }

  /// Per step of a test recorded in both variants: the counted lines before observation
  /// (legacy) and after, and how many observation removed, as recorded and as the lab reproduces
  /// them.
  ///
  /// NB: steps pair by position, and a pair whose actions differ, or a step past the shorter
  /// recording, has no row: the two variants of every test tap the same buttons in the same
  /// order at 1.7.0 (28 pairs, none left out), so a row missing would be a new recording's.
  static func reduction(_ results: [SuiteRunner.Result]) -> String {
    var lines = [
      "| test | step | legacy lines (recorded / lab) | observation lines (recorded / lab) "
        + "| removed (recorded / lab) |",
      "|---|---|---|---|---|",
    ]
    let legacy = results.filter { $0.test.variant == .legacy }
    for after in results where after.test.variant == .observation {
      guard
        let before = legacy.first(where: {
          $0.test.group == after.test.group && $0.test.name == after.test.name
        })
      else { continue }
      for (old, new) in zip(before.steps, after.steps) where old.action == new.action {
        func total(_ lines: [String]) -> Int { lines.count { SuiteLine($0) != .release } }
        func removed(_ before: Int, _ after: Int) -> String {
          before == 0 ? "–" : "\(Int((Double(before - after) / Double(before) * 100).rounded()))%"
        }
        let cells = [
          "\(total(old.recorded)) / \(total(old.lab))",
          "\(total(new.recorded)) / \(total(new.lab))",
          "\(removed(total(old.recorded), total(new.recorded))) / "
            + removed(total(old.lab), total(new.lab)),
        ]
        lines.append(
          "| \(after.test.group.rawValue) \(markdownCode(after.test.name)) "
            + "| \(new.index). \(new.action) | " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n")
  }
}
