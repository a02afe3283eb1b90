import Foundation

/// `compare fuzz`: random valid scripts per scenario (see ``Fuzzer``), in worker processes when
/// there are several cores (see ``FuzzPlan`` and ``WorkerPool``).
enum FuzzCommand: Subcommand {
  static let name = "fuzz"

  static let help = """
    usage: compare fuzz [--seed S] [--steps N] [--scenario NAME [--contestant NAME]…]
                        [--jobs N] [--format text|json] [--step-limit SECONDS]

    Plays random valid scripts of N steps (2,000 by default, at most 1,000,000) per scenario
    and checks that every contestant declared correct stays correct and leaks nothing; one
    whose limits refuse the parameters drawn is listed as not run, with its reason.
    --contestant (with --scenario; it may repeat) fuzzes only the contestants named, in this
    one process (--jobs does not apply).
    --jobs N runs the scenarios in at most N worker processes of this command (1 to
    \(maximumJobs); by default one per active core), each taking the next piece of work when
    it is done, and prints the same report as one process would (--jobs 1).
    --format json prints the reports as JSON.
    """

  /// The most worker processes `--jobs` accepts.
  static let maximumJobs = 64

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let seed = try arguments.option("--seed").map { text in
      guard let seed = UInt64(text) else {
        throw UsageError(
          message: "--seed needs a whole number from 0 to \(UInt64.max), got \(echo(text))")
      }
      return seed
    }
    let steps = try arguments.option("--steps").map { text in
      try Arguments.integer(text, for: "--steps", in: 0...Fuzzer.maximumSteps)
    }
    let only = try arguments.option("--scenario")
    let contestants = try arguments.contestants()
    let jobs =
      try arguments.option("--jobs").map { text in
        try Arguments.integer(text, for: "--jobs", in: 1...maximumJobs)
      } ?? min(max(ProcessInfo.processInfo.activeProcessorCount, 1), maximumJobs)
    let json = try format(&arguments) == .json
    // NB: `--worker` is the parent's call (see ``Fuzzer/runInWorkers``), not in the help: JSON
    // on standard output, and an end when the parent is gone.
    let isWorker = try arguments.flag("--worker")
    // NB: kept as typed, to hand to worker processes.
    let stepLimit = try arguments.option("--step-limit")
    let limit = try Arguments.stepLimit(stepLimit)
    try arguments.expectNone(after: name)
    let scenarios = Scenarios.all.filter { only == nil || $0.name == only }
    if let only, scenarios.isEmpty {
      let hint = didYouMean(only, in: Scenarios.all.map(\.name)) ?? ""
      throw UsageError(message: "unknown scenario \(echo(only))\(hint)")
    }
    let units = try selected(contestants, of: scenarios, seed: seed ?? 1)
    if isWorker { ParentWatch.start() }
    let progress = { (line: String) in context.progress(Fuzzer.progressPrefix + line) }
    let reports: [Fuzzer.Report]
    if let launcher = context.launcher, jobs > 1, !isWorker, contestants.isEmpty {
      reports = Fuzzer.runInWorkers(
        seed: seed ?? 1, steps: steps ?? 2_000, scenarios: scenarios, stepLimit: stepLimit,
        jobs: jobs, launcher: launcher, progress: context.progress)
    } else {
      reports = units.map { unit in
        Fuzzer.run(
          unit, seed: seed ?? 1, steps: steps ?? 2_000, timeLimit: limit, progress: progress)
      }
    }
    if json || isWorker {
      try context.standardOutput.write(
        try Fuzzer.Output(seed: seed ?? 1, reports: reports).json() + "\n")
    } else {
      try context.standardOutput.write(Fuzzer.render(reports, seed: seed ?? 1) + "\n")
    }
    return CommandResult(status: reports.allSatisfy(\.isClean) ? 0 : 1)
  }

  /// `--format text|json`; text by default.
  private static func format(_ arguments: inout Arguments) throws -> OutputOptions.Format {
    guard let name = try arguments.option("--format") else { return .text }
    let formats: [OutputOptions.Format] = [.text, .json]
    guard let format = OutputOptions.Format(rawValue: name) else {
      let hint = didYouMean(name, in: formats.map(\.rawValue)) ?? ""
      throw UsageError(message: "unknown format \(echo(name))\(hint) (formats: text, json)")
    }
    guard formats.contains(format) else {
      throw UsageError(message: "'fuzz' writes text or json, not \(name)")
    }
    return format
  }

  /// The units to fuzz in this process: each scenario whole, or the contestants named of the
  /// one scenario given. A contestant named whose limits refuse the parameters `seed` draws is
  /// an error, as in `compare run`: the run would check nothing it was asked to.
  private static func selected(_ names: [String], of scenarios: [Scenario], seed: UInt64) throws
    -> [FuzzUnit]
  {
    guard !names.isEmpty else { return scenarios.map { FuzzUnit($0) } }
    guard scenarios.count == 1, let scenario = scenarios.first else {
      throw UsageError(message: "--contestant needs --scenario NAME: names are per scenario")
    }
    for name in names {
      guard let contestant = scenario.contestants.first(where: { $0.name == name }) else {
        let hint = didYouMean(name, in: scenario.contestants.map(\.name)) ?? ""
        throw UsageError(
          message: "no contestant \(echo(name)) in scenario \(scenario.name)\(hint)")
      }
      guard contestant.expected == .correct else {
        throw UsageError(
          message: "\(name) is declared \(contestant.expected.rawValue): fuzzing checks the "
            + "contestants declared correct")
      }
    }
    let ordered = scenario.contestants.map(\.name).filter(names.contains)
    let unit = FuzzUnit(scenario, only: ordered)
    let parameters = Fuzzer.drawnParameters(of: scenario, seed: seed)
    if let refusal = unit.refusals(for: parameters).first {
      let drawn = ScriptGenerator.words(parameters, of: scenario).joined(separator: " ")
      throw UsageError(
        message:
          "fuzz seed \(seed) draws \(scenario.name) \(drawn): \(refusal); another --seed draws "
          + "other parameters")
    }
    return [unit]
  }
}
