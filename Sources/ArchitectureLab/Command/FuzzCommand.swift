import Foundation

/// `compare fuzz`: random valid scripts per scenario (see ``Fuzzer``), in worker processes when
/// there are several cores (see ``FuzzPlan`` and ``WorkerPool``).
enum FuzzCommand: Subcommand {
  static let name = "fuzz"

  static let help = """
    usage: compare fuzz [--seed S] [--steps N] [--scenario NAME [--contestant NAME]…]
                        [--jobs N] [--format text|json] [--step-limit SECONDS]

    Plays a random valid script per scenario and checks that every contestant declared correct
    stays correct after every step and leaks nothing; one whose limits refuse the parameters
    drawn is listed as not run, with its reason. Each step is drawn from the taps the reference
    screen offers, of every verb but the bulk ones (\(bulkVerbs.joined(separator: ", "))),
    which would make every screen thousands of views.

      --seed S           the seed the scripts and their parameters are drawn from (\
    \(defaultSeed) by default;
                         0 to \(UInt64.max)): the same seed and steps play the same scripts
      --steps N          steps per scenario (\(defaultSteps.grouped) by default, at most \
    \(Fuzzer.maximumSteps.grouped))
      --scenario NAME    fuzz that scenario only, with the script a run of every scenario plays
      --contestant NAME  with --scenario, fuzz only that contestant (it may repeat), in this
                         one process (--jobs does not apply)
      --jobs N           run the scenarios in at most N worker processes of this command
                         (1 to \(maximumJobs); one per active core by default), each taking the next piece
                         of work when it is done; the report is the one --jobs 1 prints
      --format json      the reports as JSON (text by default)
      --step-limit S     stop a contestant whose step runs over S seconds (\
    \(Arguments.defaultStepLimit) by default):
                         a timeout, which fails the run

    To replay a failure, run the seed it printed with the same --steps and --scenario NAME, and
    --contestant NAME for the one that failed: the same script plays again, step for step.

    Exit status: 0 when every contestant run stayed correct and leaked nothing, 1 when one did
    not or a worker process failed, 2 usage error.
    """

  /// The seed when `--seed` is not given.
  static let defaultSeed: UInt64 = 1

  /// The steps per scenario when `--steps` is not given.
  static let defaultSteps = 2_000

  /// The verbs a fuzz script never draws (see ``Verb/isBulk``), each named once.
  private static var bulkVerbs: [String] {
    Scenarios.all.flatMap(\.verbs).filter(\.isBulk).map(\.name).uniqued()
  }

  /// The most worker processes `--jobs` accepts.
  static let maximumJobs = 64

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let seed =
      try arguments.option("--seed").map { text in
        guard let seed = UInt64(text) else {
          throw UsageError(
            message: "--seed needs a whole number from 0 to \(UInt64.max), got \(echo(text))")
        }
        return seed
      } ?? defaultSeed
    let steps =
      try arguments.option("--steps").map { text in
        try Arguments.integer(text, for: "--steps", in: 0...Fuzzer.maximumSteps)
      } ?? defaultSteps
    let only = try arguments.option("--scenario")
    let contestants = try arguments.contestants()
    let jobs =
      try arguments.option("--jobs").map { text in
        try Arguments.integer(text, for: "--jobs", in: 1...maximumJobs)
      } ?? min(max(ProcessInfo.processInfo.activeProcessorCount, 1), maximumJobs)
    let json = try format(&arguments) == .json
    // NB: `--worker` is the parent's call (see ``Fuzzer/runInWorkers``), not in the help: JSON
    // on standard output, and an end when the parent is gone.
    let isWorker = try arguments.flag("--worker", hidden: true)
    // NB: kept as typed, to hand to worker processes.
    let stepLimit = try arguments.option("--step-limit")
    let limit = try Arguments.stepLimit(stepLimit)
    try arguments.expectNone(after: name)
    let scenarios = Scenarios.all.filter { only == nil || $0.name == only }
    if let only, scenarios.isEmpty {
      // NB: the scenarios listed when none is near, as a script's `scenario` line lists them.
      let names = Scenarios.all.map(\.name)
      let hint = didYouMean(only, in: names) ?? " (scenarios: \(names.joined(separator: ", ")))"
      throw UsageError(message: "unknown scenario \(echo(only))\(hint)")
    }
    let units = try selected(contestants, of: scenarios, seed: seed)
    if isWorker { try ParentWatch.start() }
    let progress = { (line: String) in context.progress(Fuzzer.progressPrefix + line) }
    let reports: [Fuzzer.Report]
    if let launcher = context.launcher, jobs > 1, !isWorker, contestants.isEmpty {
      reports = Fuzzer.runInWorkers(
        seed: seed, steps: steps, scenarios: scenarios, stepLimit: stepLimit, timeLimit: limit,
        jobs: jobs, launcher: launcher, progress: context.progress)
    } else {
      reports = units.map { unit in
        Fuzzer.run(
          unit, seed: seed, steps: steps, timeLimit: limit, progress: progress)
      }
    }
    if json || isWorker {
      try context.standardOutput.write(
        try Fuzzer.Output(seed: seed, reports: reports).json() + "\n")
    } else {
      try context.standardOutput.write(Fuzzer.render(reports, seed: seed) + "\n")
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
