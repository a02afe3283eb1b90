/// `compare fuzz`: random valid scripts per scenario (see ``Fuzzer``).
enum FuzzCommand: Subcommand {
  static let name = "fuzz"

  static let help = """
    usage: compare fuzz [--seed S] [--steps N] [--scenario NAME] [--step-limit SECONDS]

    Plays random valid scripts of N steps (2,000 by default, at most 1,000,000) per scenario
    and checks that every contestant declared correct stays correct and leaks nothing.
    """

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
    let limit = try arguments.stepLimit()
    try arguments.expectNone(after: name)
    let scenarios = Scenarios.all.filter { only == nil || $0.name == only }
    if let only, scenarios.isEmpty {
      let hint = didYouMean(only, in: Scenarios.all.map(\.name)) ?? ""
      throw UsageError(message: "unknown scenario \(echo(only))\(hint)")
    }
    let reports = Fuzzer.run(
      seed: seed ?? 1, steps: steps ?? 2_000, scenarios: scenarios, timeLimit: limit
    ) { context.progress("fuzz: \($0)") }
    try context.standardOutput.write(Fuzzer.render(reports, seed: seed ?? 1) + "\n")
    return CommandResult(status: reports.allSatisfy(\.failures.isEmpty) ? 0 : 1)
  }
}
