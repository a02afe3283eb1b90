import Foundation

extension Fuzzer {
  /// What `compare fuzz --format json` prints, and a worker process too.
  struct Output: Codable {
    let seed: UInt64
    let reports: [Report]
  }

  /// The estimated cost of one player (a contestant or the reference) of each scenario's run of
  /// `steps` steps, in nanoseconds, by name: a pilot of the run's first steps, timed in this
  /// process and scaled up.
  ///
  /// NB: the views on screen predicted cost badly (the `enum` scenario shows few views and
  /// re-renders much of them per step, so it ran last and alone). A pilot of 1 % of the steps,
  /// 20 to 200, costs under 1 % of a long run (2,000 steps or more); it starts where the run
  /// starts, so a scenario whose screen grows as it runs (`stack`) is underestimated, which only
  /// moves it down the queue among the costly ones. It keeps the run's `timeLimit`, so it stops
  /// a slow contestant where the workers will.
  static func pilotCosts(
    of scenarios: [Scenario], seed: UInt64, steps: Int, timeLimit: Runner.TimeLimit
  ) -> [String: Int] {
    let pilotSteps = min(steps, max(20, min(200, steps / 100)))
    var costs: [String: Int] = [:]
    for scenario in scenarios {
      let started = ContinuousClock.now
      let report = run(FuzzUnit(scenario), seed: seed, steps: pilotSteps, timeLimit: timeLimit)
      let elapsed = started.duration(to: .now)
      let players = Double(max(1, report.verdicts.count + 1))
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9
        + Double(elapsed.components.attoseconds) / 1e9
      let perStep = nanoseconds / Double(max(1, pilotSteps)) / players
      costs[scenario.name] = max(1, Int(min(perStep * Double(steps), Double(Int.max / 64))))
    }
    return costs
  }

  /// Fuzzes `scenarios` in worker processes, at most `jobs` at a time, and merges their reports
  /// into what ``run(seed:steps:scenarios:timeLimit:progress:)`` gives in this process.
  ///
  /// - Parameters:
  ///   - stepLimit: the `--step-limit` a worker is given, as it was typed.
  ///   - timeLimit: the same, parsed, for the pilot.
  static func runInWorkers(
    seed: UInt64, steps: Int, scenarios: [Scenario], stepLimit: String?,
    timeLimit: Runner.TimeLimit, jobs: Int, launcher: WorkerLauncher,
    progress: @escaping (String) -> Void
  ) -> [Report] {
    let costs = pilotCosts(of: scenarios, seed: seed, steps: steps, timeLimit: timeLimit)
    let plan = FuzzPlan(scenarios: scenarios, seed: seed, jobs: jobs) { scenario, _ in
      costs[scenario.name] ?? 1
    }
    let workers = min(jobs, plan.units.count)
    progress(
      progressPrefix + "\(counted(workers, "worker process", "worker processes")) for "
        + "\(counted(plan.units.count, "unit", "units")) of "
        + "\(counted(scenarios.count, "scenario", "scenarios"))")
    let tasks = plan.units.map { unit in
      workerArguments(for: unit, seed: seed, steps: steps, stepLimit: stepLimit)
    }
    let pool = WorkerPool(
      launcher: launcher, jobs: workers, progress: progress,
      isProgress: { $0.hasPrefix(progressPrefix) })
    let results = zip(plan.units, pool.run(tasks)).map { unit, result in
      (
        unit: unit,
        report: result.flatMap { report(of: unit, from: $0) }.mapError { failure in
          WorkerFailure(message: "worker for \(unit.label): \(failure.message)")
        }
      )
    }
    return merged(results, scenarios: scenarios, seed: seed)
  }

  /// The command line of the worker given `unit`: `fuzz --worker --seed 1 --steps 2000
  /// --scenario list --contestant vanilla …`.
  static func workerArguments(for unit: FuzzUnit, seed: UInt64, steps: Int, stepLimit: String?)
    -> [String]
  {
    [
      "fuzz", "--worker", "--seed", "\(seed)", "--steps", "\(steps)", "--scenario",
      unit.scenario.name,
    ]
      + (unit.only ?? []).flatMap { ["--contestant", $0] }
      + (stepLimit.map { ["--step-limit", $0] } ?? [])
  }

  /// Each scenario's report from what its units' workers gave: the parts merged in the order of
  /// the scenario's contestants, and the contestants its limits kept out said.
  ///
  /// NB: a shard names only contestants that run (a worker refuses to be named one that does
  /// not), so the parent, which drew the same parameters, says which were kept out and why.
  static func merged(
    _ results: [(unit: FuzzUnit, report: Result<Report, WorkerFailure>)], scenarios: [Scenario],
    seed: UInt64
  ) -> [Report] {
    scenarios.map { scenario in
      let parts = results.filter { $0.unit.scenario.name == scenario.name }
        .sorted { order(of: $0.unit, in: scenario) < order(of: $1.unit, in: scenario) }
        .map(\.report)
      var report = Report.merging(scenario: scenario.name, parts)
      report.notRun = FuzzUnit(scenario).refusals(
        for: drawnParameters(of: scenario, seed: seed))
      return report
    }
  }

  /// `1 unit`, `9 units`.
  private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count.grouped) \(count == 1 ? one : many)"
  }

  /// How a worker's progress lines start (`fuzz: stack: step 2,000 of 100,000`).
  static let progressPrefix = "fuzz: "

  /// Where a unit's contestants start among its scenario's, to put the parts back in order.
  private static func order(of unit: FuzzUnit, in scenario: Scenario) -> Int {
    guard let first = unit.only?.first else { return 0 }
    return scenario.contestants.firstIndex { $0.name == first } ?? 0
  }

  /// The report a worker printed for `unit`, or why what it printed is not one.
  static func report(of unit: FuzzUnit, from output: [UInt8])
    -> Result<Report, WorkerFailure>
  {
    let decoded = try? JSONDecoder().decode(Output.self, from: Data(output))
    guard let reports = decoded?.reports else {
      // NB: its first line only, cut short: the message is one line of the report.
      let text = String(decoding: output.prefix(200), as: UTF8.self)
      guard let line = text.split(whereSeparator: \.isNewline).first else {
        return .failure(WorkerFailure(message: "printed no report"))
      }
      return .failure(
        WorkerFailure(message: "printed something that is not a fuzz report: \(echo(line))"))
    }
    guard reports.count == 1, let report = reports.first, report.scenario == unit.scenario.name
    else {
      return .failure(
        WorkerFailure(
          message:
            "printed \(reports.count) reports (\(reports.map(\.scenario).joined(separator: ", "))), "
            + "not the one of \(unit.scenario.name)"))
    }
    return .success(report)
  }
}

extension Fuzzer.Output {
  /// The output as one line of JSON, keys sorted.
  func json() throws(OutputError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else {
      throw OutputError(message: "cannot write the fuzz reports as JSON")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
