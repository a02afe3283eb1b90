/// Runs random valid scripts against every contestant declared `correct` and checks that each
/// stays correct after every step, leaks nothing, and that the run is reproducible from its seed.
enum Fuzzer {
  /// What one scenario's fuzz run covered and found.
  struct Report: Equatable {
    let scenario: String
    let steps: Int
    /// How many times each verb was used.
    let verbs: [String: Int]
    /// `contestant: verdict` for every contestant run, in order.
    let verdicts: [String]
    /// Contestants that went wrong: not correct, or leaking.
    let failures: [String]
  }

  static func run(seed: UInt64, steps: Int, scenarios: [Scenario]) -> [Report] {
    scenarios.enumerated().map { offset, scenario in
      var generator = ScriptGenerator(scenario: scenario, seed: seed &+ UInt64(offset))
      let (script, _) = generator.script(steps: steps)
      let contestants = scenario.contestants.filter { $0.expected == .correct }
      // NB: the generator only writes taps that are possible on the reference screen, so the
      // reference cannot reject a step.
      let results = (try? Runner.run(script, contestants: contestants, keepingSteps: false)) ?? []
      var verbs: [String: Int] = [:]
      for step in script.steps { verbs[String(step.text.prefix { $0 != " " }), default: 0] += 1 }
      return Report(
        scenario: scenario.name, steps: script.steps.count, verbs: verbs,
        verdicts: results.map { "\($0.contestant.name): \($0.verdict.rawValue)" },
        failures: results.filter { $0.verdict != .correct || !$0.leaked.isEmpty }.map { result in
          let leaks =
            result.leaked.isEmpty ? "" : ", leaked \(result.leaked.joined(separator: ", "))"
          return
            "\(result.contestant.name): \(result.verdict.rawValue)\(leaks) (\(TableReport.explanation(result)))"
        })
    }
  }

  /// The fuzz summary: per scenario, the steps, the verbs used and every contestant's verdict.
  static func render(_ reports: [Report], seed: UInt64) -> String {
    var lines = ["fuzz seed \(seed)"]
    for report in reports {
      let verbs = report.verbs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      lines.append("\(report.scenario): \(report.steps) steps (\(verbs.joined(separator: ", ")))")
      lines.append("  " + report.verdicts.joined(separator: ", "))
      for failure in report.failures { lines.append("  FAILED \(failure)") }
    }
    let failed = reports.flatMap(\.failures).count
    lines.append(
      failed == 0
        ? "Every correct contestant stayed correct and leaked nothing."
        : "\(failed) contestant runs failed.")
    return lines.joined(separator: "\n")
  }
}
