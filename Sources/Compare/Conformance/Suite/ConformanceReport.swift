/// How the lab's lines compare with the suite's, step by step, as text, JSON or Markdown.
enum ConformanceReport {
  /// One step's verdict: matched, a known difference, or a mismatch.
  enum Verdict: String {
    case match
    case known = "known difference"
    case mismatch
  }

  static func verdict(_ step: SuiteRunner.Step, of test: SuiteTest) -> Verdict {
    if step.matches { return .match }
    return KnownDifference.of(test, step: step.index) == nil ? .mismatch : .known
  }

  /// `recorded/lab` for each counted kind, then the releases.
  static func counts(_ step: SuiteRunner.Step) -> String {
    let cells = SuiteLine.counted.map { kind in
      "\(kind.count(in: step.recorded))/\(kind.count(in: step.lab))"
    }
    let releases = SuiteLine.release
    return cells.joined(separator: "  ")
      + "  (deinit \(releases.count(in: step.recorded))/\(releases.count(in: step.lab)))"
  }

  static func text(_ results: [SuiteRunner.Result]) -> String {
    var lines: [String] = []
    for result in results {
      let test = result.test
      lines.append("\(test.variant.rawValue) \(test.group.rawValue) \(test.name)")
      for step in result.steps {
        lines.append(
          "  \(step.index) \(step.action): \(counts(step))  \(verdict(step, of: test).rawValue)")
        if !step.matches {
          let recorded = Set(step.recorded.filter { SuiteLine($0) != .release })
          let lab = Set(step.lab.filter { SuiteLine($0) != .release })
          _ = recorded
          _ = lab
          lines.append("    recorded: " + step.recorded.joined(separator: ", "))
          lines.append("    lab:      " + step.lab.joined(separator: ", "))
        }
      }
      for problem in result.problems { lines.append("  problem: \(problem)") }
    }
    return lines.joined(separator: "\n")
  }
}
