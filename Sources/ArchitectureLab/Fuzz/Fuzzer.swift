/// Runs random valid scripts against every contestant declared `correct` and checks that each
/// stays correct after every step, leaks nothing, and that the run is reproducible from its seed.
enum Fuzzer {
  /// What one scenario's fuzz run covered and found.
  struct Report: Equatable {
    let scenario: String
    /// The scenario's parameters as drawn, `depth 7`; empty when it has none.
    let parameters: String
    let steps: Int
    /// How many times each verb was used.
    let verbs: [String: Int]
    /// `contestant: verdict` for every contestant run, in order.
    let verdicts: [String]
    /// Contestants that went wrong: not correct, or leaking.
    let failures: [String]
    /// Steps the contestants took, summed: a contestant stopped by a loop or a timeout took fewer.
    let contestantSteps: Int
  }

  /// When leaks are walked: walking every object graph after every step would cost more than
  /// the steps; a leak that recurs in a long run is still seen.
  static let leakScans = LeakScanSchedule.fuzz

  /// The most steps per scenario `--steps` accepts: about 100 minutes of a release build.
  static let maximumSteps = 1_000_000

  /// Fuzzes each scenario in turn; `progress` hears when each starts, how far it is every few
  /// seconds, and how long it took.
  static func run(
    seed: UInt64, steps: Int, scenarios: [Scenario], timeLimit: Runner.TimeLimit = .init(),
    progress: @escaping (String) -> Void = { _ in }
  ) -> [Report] {
    scenarios.enumerated().map { offset, scenario in
      let started = ContinuousClock.now
      // NB: each scenario's seed follows from its place among all scenarios, so fuzzing one
      // alone (`--scenario`) replays exactly its part of a full run.
      let place = Scenarios.all.firstIndex { $0.name == scenario.name } ?? offset
      var generator = ScriptGenerator(scenario: scenario, seed: seed &+ UInt64(place))
      let (script, _) = generator.script(steps: steps)
      let contestants = scenario.contestants.filter {
        $0.expected == .correct && $0.refusal(script.parameters) == nil
      }
      progress("\(scenario.name): \(steps) steps × \(contestants.count) contestants")
      defer { progress("\(scenario.name): done in \(started.duration(to: .now).secondsText)") }
      let results: [ContestantResult]
      var rejected: [String] = []
      do {
        let ticker = ProgressTicker { progress($0) }
        results = try Runner.run(
          script, contestants: contestants, keepingSteps: false,
          leakScans: leakScans, timeLimit: timeLimit,
          observer: Runner.Observer(progress: { done, total in
            ticker.tick("\(scenario.name): step \(done) of \(total)")
          }))
      } catch {
        // NB: the generator writes only taps that are possible on the reference screen, so this
        // is a defect in the generator or a reference, reported as a failure all the same.
        results = []
        rejected = ["reference: rejected a generated step: \(error)"]
      }
      var verbs: [String: Int] = [:]
      for step in script.steps { verbs[String(step.text.prefix { $0 != " " }), default: 0] += 1 }
      return Report(
        scenario: scenario.name,
        parameters: ScriptGenerator.words(script.parameters, of: scenario).joined(separator: " "),
        steps: script.steps.count, verbs: verbs,
        verdicts: results.map { "\($0.contestant.name): \($0.verdict.rawValue)" },
        failures: rejected + results.compactMap(failure),
        contestantSteps: results.reduce(0) { $0 + ($1.stop?.step ?? script.steps.count) })
    }
  }

  /// `contestant: verdict, leaked …` for a run that went wrong, `nil` for a correct clean run.
  private static func failure(of result: ContestantResult) -> String? {
    guard result.verdict != .correct || !result.leaked.isEmpty else { return nil }
    let leaks = result.leaked.isEmpty ? "" : ", leaked \(result.leaked.joined(separator: ", "))"
    return
      "\(result.contestant.name): \(result.verdict.rawValue)\(leaks) "
      + "(\(TableReport.explanation(result)))"
  }

  /// The fuzz summary: per scenario, the steps, the verbs used and every contestant's verdict.
  static func render(_ reports: [Report], seed: UInt64) -> String {
    var lines = ["fuzz seed \(seed)"]
    for report in reports {
      let verbs = report.verbs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      let name = ([report.scenario] + (report.parameters.isEmpty ? [] : [report.parameters]))
        .joined(separator: " ")
      lines.append("\(name): \(report.steps) steps (\(verbs.joined(separator: ", ")))")
      lines.append("  " + report.verdicts.joined(separator: ", "))
      for failure in report.failures { lines.append("  FAILED \(failure)") }
    }
    let failed = reports.flatMap(\.failures).count
    let contestantSteps = reports.reduce(0) { $0 + $1.contestantSteps }
    lines.append(
      "Covered \(contestantSteps) contestant steps; screens checked after every step, leaks "
        + "walked at mount, every \(leakScans.interval) steps or more (at most \(leakScans.objectsPerStep) "
        + "objects per step) and before each teardown.")
    lines.append(
      failed == 0
        ? "Every correct contestant stayed correct and leaked nothing."
        : "\(failed) contestant runs failed.")
    return lines.joined(separator: "\n")
  }
}
