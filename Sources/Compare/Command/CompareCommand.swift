import Foundation

/// The `compare` command: parses its arguments, runs scripts, writes the report, and returns
/// the exit status (0 every contestant met its declared verdict, 1 one did not, 2 usage, script
/// or output error). Kept free of process I/O so tests run it directly.
enum CompareCommand {
  /// What a command run printed and how it exits.
  struct Outcome: Equatable {
    var status: Int32
    var output: String
    var errors: String
  }

  static let usage = """
    usage: compare [run FILE… [--contestant NAME]…] [--format text|markdown|json|csv]
                   [--output FILE] [--chart FILE.svg] [--step-limit SECONDS]
           compare log FILE --contestant NAME… [--step-limit SECONDS]
           compare bench [--budget SECONDS] [--max-size N] [--rounds R] [--scenario NAME]
                         [--contestant NAME]…
                         [--format text|json|csv] [--output FILE] [--chart FILE.svg]
           compare fuzz [--seed S] [--steps N] [--scenario NAME] [--step-limit SECONDS]
           compare conformance [--group NAME] [--variant observation|legacy]
                               [--format text|json|markdown] [--output FILE]
           compare docs [--check]
           compare list
           compare --help

    Runs user-interaction scripts against every implementation (contestant) of a small app and
    counts, step by step, view body runs, notifications, sync work and stores, checking every
    screen against a reference. With no command, runs every built-in script.

    FILE is a script file or the name of a built-in script (see `compare list`). --contestant
    may repeat, to run several side by side. A contestant whose step (or first render) runs over
    --step-limit (default 10 s) is stopped with the verdict timeout.
    Exit status: 0 every contestant met its declared verdict, 1 one did not, 2 usage, script or
    output error.
    """

  /// Seconds `--step-limit` and `--budget` accept at most: a day.
  static let maximumSeconds = 86_400.0

  /// Runs the command line `arguments` and keeps what it prints on standard output in the
  /// outcome; long commands tell `progress` how far they are, line by line, as they go.
  static func run(
    _ arguments: [String],
    readFile: @escaping (String) throws(ScriptError) -> String = ScriptFile.read,
    progress: @escaping (String) -> Void = { Progress.write($0) }
  ) -> Outcome {
    let captured = CapturedOutput()
    var outcome = run(
      arguments, readFile: readFile, progress: progress, standardOutput: captured)
    outcome.output = captured.text
    return outcome
  }

  /// Runs the command line `arguments`, writing what it prints to `standardOutput`.
  static func run(
    _ arguments: [String],
    readFile: @escaping (String) throws(ScriptError) -> String = ScriptFile.read,
    progress: @escaping (String) -> Void = { Progress.write($0) },
    standardOutput: some TextOutput
  ) -> Outcome {
    do {
      let context = Context(
        readFile: readFile, progress: progress, standardOutput: standardOutput)
      let (status, errors) = try execute(arguments, context)
      try standardOutput.flush()
      return Outcome(status: status, output: "", errors: errors)
    } catch let error as UsageError {
      return Outcome(status: 2, output: "", errors: "\(error)\n\n\(usage)\n")
    } catch let error as ScriptError {
      return Outcome(status: 2, output: "", errors: "\(error)\n")
    } catch {
      return Outcome(status: 2, output: "", errors: "\(error)\n")
    }
  }

  /// What a command needs from outside: how to read scripts, where progress and output go.
  private struct Context {
    let readFile: (String) throws(ScriptError) -> String
    let progress: (String) -> Void
    let standardOutput: any TextOutput
  }

  private static func execute(_ arguments: [String], _ context: Context) throws -> (
    Int32, String
  ) {
    guard let command = arguments.first, !command.hasPrefix("--") || command == "--help" else {
      // NB: `compare` alone, or with output options only, runs every built-in script.
      var options = arguments
      let limit = try takeStepLimit(from: &options)
      let output = try OutputOptions(taking: &options)
      try rejectUnknownOptions(options)
      try expectNoArguments(options, after: "compare")
      let builtins = try BuiltinScripts.all.map { try parse($0.text, file: $0.file) }
      return try runScripts(
        builtins, inputs: [], contestants: [], output: output, limit: limit, context)
    }
    var rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      try context.standardOutput.write(usage + "\n")
      return (0, "")
    case "list":
      try expectNoArguments(rest, after: command)
      try context.standardOutput.write(ListReport.render() + "\n")
      return (0, "")
    case "run":
      let contestants = try takeContestants(from: &rest)
      let limit = try takeStepLimit(from: &rest)
      let output = try OutputOptions(taking: &rest)
      try rejectUnknownOptions(rest)
      guard !rest.isEmpty else { throw UsageError(message: "'run' needs at least one script FILE") }
      let scripts = try rest.map { file throws in try load(file, readFile: context.readFile) }
      return try runScripts(
        scripts, inputs: rest, contestants: contestants, output: output, limit: limit, context)
    case "log":
      let contestants = try takeContestants(from: &rest)
      let limit = try takeStepLimit(from: &rest)
      guard !contestants.isEmpty else {
        throw UsageError(message: "'log' needs --contestant NAME")
      }
      try rejectUnknownOptions(rest)
      guard rest.count == 1 else {
        throw UsageError(message: "'log' takes exactly one script FILE")
      }
      let script = try load(rest[0], readFile: context.readFile)
      return try runScripts(
        [script], inputs: rest, contestants: contestants, output: OutputOptions(), limit: limit,
        context,
        writer: try EventLogReport())
    case "bench":
      return try bench(&rest, context)
    case "fuzz":
      return try fuzz(&rest, context)
    case "docs":
      return try docs(&rest, context)
    case "conformance":
      let (status, report, target) = try ConformanceCommand.run(rest)
      if let target {
        try target.write { output throws(OutputError) in try output.write(report) }
      } else {
        try context.standardOutput.write(report)
      }
      return (status, "")
    default:
      let commands = ["run", "log", "list", "bench", "fuzz", "conformance", "docs", "help"]
      let hint = didYouMean(command, in: commands) ?? ""
      throw UsageError(message: "unknown command \(echo(command))\(hint)")
    }
  }

  /// Runs every script on its selected contestants and writes the report: the output files are
  /// checked first, every script runs before anything is written, and per-step formats spool
  /// their steps on disk, so memory stays flat however many steps there are.
  private static func runScripts(
    _ scripts: [Script], inputs: [String], contestants names: [String], output: OutputOptions,
    limit: Runner.TimeLimit, _ context: Context, writer: (any ReportWriter)? = nil
  ) throws -> (Int32, String) {
    var notes = ""
    let selected = try scripts.map { script in
      try runnable(contestants(named: names, for: script.scenario), named: !names.isEmpty, script) {
        notes += "note: \($0)\n"
      }
    }
    let targets = try output.targets(chartSuffixes: ["-store"], inputs: inputs)
    let writer = try writer ?? output.format.writer()
    var all: [ContestantResult] = []
    for (script, contestants) in zip(scripts, selected) {
      try writer.begin(script, contestants: contestants)
      let ticker = ProgressTicker { context.progress($0) }
      let observer = Runner.Observer(
        step: writer.showsSteps ? { writer.record($1, of: $0) } : { _, _ in },
        progress: { done, total in
          ticker.tick(
            "run: \(script.name): step \(done) of \(total), "
              + (contestants.count == 1 ? "1 contestant" : "\(contestants.count) contestants"))
        })
      let results = try Runner.run(
        script, contestants: contestants, keepingSteps: false, timeLimit: limit,
        observer: observer)
      try writer.end(results)
      all += results
    }
    if let chart = targets.charts.first {
      try chart.write { output throws(OutputError) in
        try output.write(Charts.bodies(all).svg() + "\n")
      }
      if let reduction = Charts.storeReduction(all), targets.charts.count > 1 {
        try targets.charts[1].write { output throws(OutputError) in
          try output.write(reduction.svg() + "\n")
        }
      }
    }
    if let report = targets.report {
      try report.write { output throws(OutputError) in try writer.finish(all, into: output) }
    } else {
      try writer.finish(all, into: context.standardOutput)
    }
    return (all.allSatisfy(\.metExpectation) ? 0 : 1, notes)
  }

  /// The contestants that run `script`'s parameters: one named on the command line that does
  /// not is an error; one that was not named is left out, with a note.
  private static func runnable(
    _ contestants: [Contestant], named: Bool, _ script: Script, note: (String) -> Void
  ) throws -> [Contestant] {
    try contestants.filter { contestant in
      guard let reason = contestant.refusal(script.parameters) else { return true }
      if named { throw UsageError(message: "\(script.file): \(reason)") }
      note("\(script.file): not run: \(reason)")
      return false
    }
  }

  /// Validates the script on the reference, then runs it on the selected contestants, keeping
  /// every step: for tests and the docs.
  static func results(of script: Script, contestant name: String?) throws -> [ContestantResult] {
    try Runner.run(
      script, contestants: contestants(named: name.map { [$0] } ?? [], for: script.scenario))
  }

  /// The scenario's contestants named, in the order named; all of them when none is named.
  private static func contestants(named names: [String], for scenario: Scenario) throws
    -> [Contestant]
  {
    guard !names.isEmpty else { return scenario.contestants }
    return try names.map { name in
      guard let contestant = scenario.contestants.first(where: { $0.name == name }) else {
        let names = scenario.contestants.map(\.name)
        let hint = didYouMean(name, in: names) ?? ""
        throw UsageError(
          message:
            "no contestant \(echo(name)) for scenario \(scenario.name)\(hint) (contestants: \(names.joined(separator: ", ")))"
        )
      }
      return contestant
    }
  }

  private static func load(_ file: String, readFile: (String) throws(ScriptError) -> String) throws
    -> Script
  {
    if let builtin = BuiltinScripts.all.first(where: { $0.name == file }),
      !FileManager.default.fileExists(atPath: file)
    {
      return try parse(builtin.text, file: builtin.file)
    }
    return try parse(try readFile(file), file: file)
  }

  private static func parse(_ text: String, file: String) throws(ScriptError) -> Script {
    try ScriptParser.parse(text, file: file, scenarios: Scenarios.all)
  }

  /// `compare fuzz`: see ``Fuzzer``.
  private static func fuzz(_ rest: inout [String], _ context: Context) throws -> (Int32, String) {
    let seed = try takeOption("--seed", from: &rest).map { text in
      guard let seed = UInt64(text) else {
        throw UsageError(
          message: "--seed needs a whole number from 0 to \(UInt64.max), got \(echo(text))")
      }
      return seed
    }
    let steps = try takeOption("--steps", from: &rest).map { text in
      try integer(text, for: "--steps", in: 0...Fuzzer.maximumSteps)
    }
    let only = try takeOption("--scenario", from: &rest)
    let limit = try takeStepLimit(from: &rest)
    try rejectUnknownOptions(rest)
    try expectNoArguments(rest, after: "fuzz")
    let scenarios = Scenarios.all.filter { only == nil || $0.name == only }
    if let only, scenarios.isEmpty {
      let hint = didYouMean(only, in: Scenarios.all.map(\.name)) ?? ""
      throw UsageError(message: "unknown scenario \(echo(only))\(hint)")
    }
    let reports = Fuzzer.run(
      seed: seed ?? 1, steps: steps ?? 2_000, scenarios: scenarios, timeLimit: limit
    ) { context.progress("fuzz: \($0)") }
    try context.standardOutput.write(Fuzzer.render(reports, seed: seed ?? 1) + "\n")
    return (reports.allSatisfy(\.failures.isEmpty) ? 0 : 1, "")
  }

  /// `compare docs [--check]`: regenerates the documentation's output blocks, or checks them.
  private static func docs(_ rest: inout [String], _ context: Context) throws -> (Int32, String) {
    let check = try takeFlag("--check", from: &rest)
    try rejectUnknownOptions(rest)
    try expectNoArguments(rest, after: "docs")
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard check else {
      let changed = try DocBlocks.regenerate(in: root)
      try context.standardOutput.write(
        changed.isEmpty
          ? "Docs are up to date.\n" : "Regenerated: \(changed.joined(separator: ", "))\n")
      return (0, "")
    }
    let stale = try DocBlocks.stale(in: root)
    return (
      stale.isEmpty ? 0 : 1,
      stale.isEmpty
        ? "" : "Out of date (run `swift run compare docs`):\n" + stale.map { "  \($0)\n" }.joined()
    )
  }

  /// `compare bench`: see ``Bench``. Build with `-c release` for meaningful times.
  private static func bench(_ rest: inout [String], _ context: Context) throws -> (Int32, String) {
    var settings = Bench.Settings()
    if let budget = try takeOption("--budget", from: &rest) {
      settings.budget = try seconds(budget, for: "--budget")
    }
    if let size = try takeOption("--max-size", from: &rest) {
      settings.maximumSize = try integer(size, for: "--max-size", in: 0...Int.max)
    }
    if let rounds = try takeOption("--rounds", from: &rest) {
      // NB: every round's time is kept for the median: a million is 8 MB.
      settings.rounds = try integer(rounds, for: "--rounds", in: 1...Bench.maximumRounds)
    }
    let axes = try BenchAxis.selected(
      scenario: try takeOption("--scenario", from: &rest),
      contestants: try takeContestants(from: &rest))
    settings.contestants = axes.contestants
    let output = try OutputOptions(taking: &rest)
    try rejectUnknownOptions(rest)
    try expectNoArguments(rest, after: "bench")
    let groups = axes.axes.filter { $0.benchmark == nil }.flatMap(\.operations).count
    let targets = try output.targets(
      chartSuffixes: (1..<max(1, groups)).map { "-\($0 + 1)" }, inputs: [])
    let series = Bench.run(axes.axes, settings: settings) { context.progress("bench: \($0)") }
    let report: String
    switch output.format {
    case .json: report = BenchReport.json(series)
    case .csv: report = BenchReport.csv(series)
    case .text, .markdown: report = BenchReport.text(series)
    }
    for (chart, target) in zip(BenchReport.charts(series), targets.charts) {
      try target.write { output throws(OutputError) in try output.write(chart.svg() + "\n") }
    }
    if let target = targets.report {
      try target.write { output throws(OutputError) in try output.write(report + "\n") }
    } else {
      try context.standardOutput.write(report + "\n")
    }
    return (0, "")
  }

  /// Takes every `--contestant NAME`, in order; naming one twice is an error.
  private static func takeContestants(from arguments: inout [String]) throws -> [String] {
    let names = try takeValues("--contestant", from: &arguments)
    var seen: Set<String> = []
    if let twice = names.first(where: { !seen.insert($0).inserted }) {
      throw UsageError(message: "--contestant \(echo(twice)) is given twice")
    }
    return names
  }

  /// `--step-limit SECONDS`, or the default time limit.
  private static func takeStepLimit(from arguments: inout [String]) throws -> Runner.TimeLimit {
    var limit = Runner.TimeLimit()
    if let text = try takeOption("--step-limit", from: &arguments) {
      limit.perStep = .seconds(try seconds(text, for: "--step-limit"))
    }
    return limit
  }

  /// The value of an option that may be given once, or `nil` when it is not given.
  static func takeOption(_ name: String, from arguments: inout [String]) throws -> String? {
    let values = try takeValues(name, from: &arguments)
    guard values.count <= 1 else {
      throw UsageError(message: "\(name) is given twice; give it once")
    }
    return values.first
  }

  /// Every value of an option that may repeat, in order.
  private static func takeValues(_ name: String, from arguments: inout [String]) throws
    -> [String]
  {
    var values: [String] = []
    while let index = arguments.firstIndex(of: name) {
      // NB: options start with `--`, so `-1` is a value (which the option's parser then judges).
      guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
        throw UsageError(message: "\(name) needs a value")
      }
      values.append(arguments[index + 1])
      arguments.removeSubrange(index...(index + 1))
    }
    return values
  }

  /// Whether a flag is given; giving it twice is an error.
  private static func takeFlag(_ name: String, from arguments: inout [String]) throws -> Bool {
    let count = arguments.count { $0 == name }
    guard count <= 1 else { throw UsageError(message: "\(name) is given twice; give it once") }
    arguments.removeAll { $0 == name }
    return count == 1
  }

  private static func integer(_ text: String, for option: String, in range: ClosedRange<Int>)
    throws -> Int
  {
    guard let value = WholeNumber(text)?.value(in: range) else {
      let accepted =
        range.upperBound == Int.max
        ? "a whole number (\(range.lowerBound) or more)"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)"
      throw UsageError(message: "\(option) needs \(accepted), got \(echo(text))")
    }
    return value
  }

  /// A number of seconds, more than 0 and at most ``maximumSeconds``.
  private static func seconds(_ text: String, for option: String) throws -> Double {
    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= maximumSeconds
    else {
      throw UsageError(
        message:
          "\(option) needs a number of seconds more than 0 and at most \(Int(maximumSeconds)), got \(echo(text))"
      )
    }
    return seconds
  }

  private static func rejectUnknownOptions(_ arguments: [String]) throws {
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option \(echo(option))")
    }
  }

  private static func expectNoArguments(_ arguments: [String], after command: String) throws {
    if let extra = arguments.first {
      throw UsageError(message: "'\(command)' takes no arguments, got \(echo(extra))")
    }
  }
}
