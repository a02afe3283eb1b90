/// Runs random valid scripts against every contestant declared `correct` and checks that each
/// stays correct after every step and leaks nothing. A run is reproducible from its seed
/// (``SplitMix64``; `FuzzTests` checks it): nothing replays it at run time.
enum Fuzzer {
  /// What one scenario's fuzz run covered and found.
  struct Report: Equatable, Codable {
    let scenario: String
    /// The scenario's parameters as drawn, `depth 7`; empty when it has none.
    let parameters: String
    let steps: Int
    /// How many times each verb was used.
    let verbs: [String: Int]
    /// `contestant: verdict` for every contestant run, in order.
    let verdicts: [String]
    /// Why each contestant declared correct but not run was left out: its limit refuses the
    /// drawn parameters (``ContestantLimit``), in order. Not a failure: nothing was checked.
    var notRun: [String] = []
    /// Contestants that went wrong: not correct, or leaking.
    let failures: [String]
    /// Steps the contestants took, summed: a contestant stopped by a loop or a timeout took fewer.
    let contestantSteps: Int
    /// Whether the script was played at all: `false` only when every worker process given a
    /// part of the scenario failed, so its header, steps and verbs are unknown.
    var played = true
    /// Worker processes given a part of the scenario that failed: what happened to each.
    var workerFailures: [String] = []

    /// Whether every contestant run stayed correct and clean, and every worker reported.
    var isClean: Bool { failures.isEmpty && workerFailures.isEmpty }
  }

  /// When leaks are walked: walking every object graph after every step would cost more than
  /// the steps; a leak that recurs in a long run is still seen.
  static let leakScans = LeakScanSchedule.fuzz

  /// The most steps per scenario `--steps` accepts: ten times the 100,000-step run of
  /// `performance.md`, and more than ten times its time for `stack`, whose screens grow.
  static let maximumSteps = 1_000_000

  /// Fuzzes each scenario in turn; `progress` hears when each starts, how far it is every few
  /// seconds, and how long it took.
  static func run(
    seed: UInt64, steps: Int, scenarios: [Scenario], timeLimit: Runner.TimeLimit = .init(),
    progress: @escaping (String) -> Void = { _ in }
  ) -> [Report] {
    scenarios.map { scenario in
      run(FuzzUnit(scenario), seed: seed, steps: steps, timeLimit: timeLimit, progress: progress)
    }
  }

  /// Fuzzes one unit: its scenario's script, played by the unit's contestants only.
  ///
  /// A unit of some of a scenario's contestants gives their part of the scenario's report; the
  /// parts of all its units merge into the report of the whole (``Report/merging(scenario:_:)``).
  static func run(
    _ unit: FuzzUnit, seed: UInt64, steps: Int, timeLimit: Runner.TimeLimit = .init(),
    progress: @escaping (String) -> Void = { _ in }
  ) -> Report {
    let scenario = unit.scenario
    let started = ContinuousClock.now
    var generator = ScriptGenerator(scenario: scenario, seed: scriptSeed(seed, for: scenario))
    let script = generator.emptyScript()
    let contestants = unit.contestants(for: script.parameters)
    let label = unit.label
    let noun = contestants.count == 1 ? "contestant" : "contestants"
    progress("\(label): \(steps.grouped) steps × \(contestants.count) \(noun)")
    defer { progress("\(label): done in \(started.duration(to: .now).secondsText)") }
    let results: [ContestantResult]
    var rejected: [String] = []
    var played = 0
    var verbs: [String: Int] = [:]
    // NB: each step is picked from the reference screen the runner drew after the last one, so
    // the reference is played once, not once to write the script and again to check it.
    func next(on tree: RenderedView) -> Script.Step? {
      guard let step = generator.step(on: tree, index: played + 1) else { return nil }
      played += 1
      verbs[verbName(of: step.text), default: 0] += 1
      return step
    }
    do {
      let ticker = ProgressTicker { progress($0) }
      results = try Runner.run(
        script, steps: steps, next: next, contestants: contestants, keepingSteps: false,
        leakScans: leakScans, timeLimit: timeLimit,
        observer: Runner.Observer(
          progress: { done, total in
            ticker.tick("\(label): step \(done.grouped) of \(total.grouped)")
          }, readsScreens: false, readsTimelines: false, readsRenderCounts: false,
          readsEventCounts: false))
    } catch {
      // NB: the generator offers only taps that are possible on the screen the runner then taps,
      // so this is a defect (the two disagree on what a target names), reported as a failure
      // all the same.
      results = []
      rejected = ["reference: rejected a generated step: \(error)"]
    }
    return Report(
      scenario: scenario.name,
      parameters: ScriptGenerator.words(script.parameters, of: scenario).joined(separator: " "),
      steps: played, verbs: verbs,
      verdicts: results.map { "\($0.contestant.name): \($0.verdict.rawValue)" },
      notRun: unit.refusals(for: script.parameters),
      failures: rejected + results.compactMap(failure),
      contestantSteps: results.reduce(0) { $0 + ($1.stop?.step ?? played) })
  }

  /// The verb a step's text starts with.
  ///
  /// NB: `nonisolated`, so its closure is too: a main-actor closure handed to `prefix(while:)`
  /// checked the executor on every character, every step.
  private nonisolated static func verbName(of text: String) -> String {
    String(text.prefix { $0 != " " })
  }

  /// The seed of `scenario`'s script in a run seeded `seed`.
  ///
  /// NB: it follows from the scenario's place among all scenarios, so fuzzing one alone
  /// (`--scenario`, or a worker process given one unit) plays exactly its part of a full run.
  static func scriptSeed(_ seed: UInt64, for scenario: Scenario) -> UInt64 {
    let place = Scenarios.all.firstIndex { $0.name == scenario.name } ?? 0
    return seed &+ UInt64(place)
  }

  /// The parameters `scenario`'s script draws in a run seeded `seed`, without drawing its steps.
  static func drawnParameters(of scenario: Scenario, seed: UInt64) -> Parameters {
    ScriptGenerator.parameters(of: scenario, seed: scriptSeed(seed, for: scenario))
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
  ///
  /// NB: counts are grouped (`11,000`) as the rest of the output's are; the seed and the drawn
  /// parameters are not, since they are typed back (`--seed`, a script's scenario line). Lines
  /// are wrapped to the summary's width, a list between its items, a `FAILED` line never.
  static func render(_ reports: [Report], seed: UInt64) -> String {
    var lines = ["fuzz seed \(seed)"]
    for report in reports {
      let verbs = report.verbs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.grouped)" }
      let name = ([report.scenario] + (report.parameters.isEmpty ? [] : [report.parameters]))
        .joined(separator: " ")
      guard report.played else {
        lines.append("\(report.scenario): not fuzzed")
        for failure in report.workerFailures { lines.append("  FAILED \(failure)") }
        continue
      }
      // NB: the heading rides on the first verb and the parenthesis on the last, so the list
      // wraps between verbs, never inside one.
      var items = verbs.isEmpty ? [""] : verbs
      items[0] = "\(name): \(report.steps.grouped) steps (" + items[0]
      items[items.count - 1] += ")"
      // NB: the verb list continues at 4, so it never reads as the verdicts below it at 2.
      lines.append(HelpText.wrapped(items, indent: 4, width: TableReport.width))
      if !report.verdicts.isEmpty {
        lines.append("  " + HelpText.wrapped(report.verdicts, indent: 2, width: TableReport.width))
      }
      for reason in report.notRun { lines.append("  not run: \(reason)") }
      for failure in report.failures + report.workerFailures {
        lines.append("  FAILED \(failure)")
      }
    }
    let failed = reports.flatMap(\.failures).count
    let workersFailed = reports.flatMap(\.workerFailures).count
    let contestantSteps = reports.reduce(0) { $0 + $1.contestantSteps }
    let notRun = reports.flatMap(\.notRun).count
    lines +=
      ("Covered \(contestantSteps.grouped) contestant steps; screens checked after every step, "
      + "leaks walked at mount, every \(leakScans.interval.grouped) steps or more (at most "
      + "\(leakScans.objectsPerStep.grouped) objects per step) and before each teardown.")
      .wrapped(width: TableReport.width, indent: 0)
    if failed == 0 && workersFailed == 0 {
      lines.append(
        notRun == 0
          ? "Every correct contestant stayed correct and leaked nothing."
          : "Every correct contestant run stayed correct and leaked nothing.")
    }
    if notRun > 0 {
      lines.append(
        notRun == 1
          ? "1 contestant was not run: its limits refuse the drawn parameters."
          : "\(notRun.grouped) contestants were not run: their limits refuse the drawn parameters."
      )
    }
    if failed > 0 { lines.append("\(failed.grouped) contestant runs failed.") }
    if workersFailed > 0 {
      let noun = workersFailed == 1 ? "process" : "processes"
      lines.append(
        "\(workersFailed.grouped) worker \(noun) failed: their contestants were not checked.")
    }
    return lines.joined(separator: "\n")
  }
}
