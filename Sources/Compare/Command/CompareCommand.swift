import Foundation

/// The `compare` command: parses its arguments, runs scripts, and returns what to print and the
/// exit status (0 every contestant met its declared verdict, 1 one did not, 2 usage or script
/// error). Kept free of process I/O so tests run it directly.
enum CompareCommand {
  /// What a command run printed and how it exits.
  struct Outcome: Equatable {
    var status: Int32
    var output: String
    var errors: String
  }

  static let usage = """
    usage: compare [run FILE… [--contestant NAME]] [--format text|markdown|json|csv]
                   [--output FILE] [--chart FILE.svg]
           compare log FILE --contestant NAME
           compare bench [--budget SECONDS] [--max-size N] [--rounds R]
                         [--format text|json|csv] [--output FILE] [--chart FILE.svg]
           compare fuzz [--seed S] [--steps N] [--scenario NAME]
           compare conformance [--group NAME] [--variant observation|legacy]
                               [--format text|json|markdown] [--output FILE]
           compare docs [--check]
           compare list
           compare --help

    Runs user-interaction scripts against every implementation (contestant) of a small app and
    counts, step by step, view body runs, notifications, sync work and stores, checking every
    screen against a reference. With no command, runs every built-in script.

    FILE is a script file or the name of a built-in script (see `compare list`).
    Exit status: 0 every contestant met its declared verdict, 1 one did not, 2 usage or script error.
    """

  /// Runs the command line `arguments`; long commands (bench, fuzz) tell `progress` how far they
  /// are, line by line, as they go.
  static func run(
    _ arguments: [String], readFile: (String) throws(ScriptError) -> String = ScriptFile.read,
    progress: (String) -> Void = { Progress.write($0) }
  )
    -> Outcome
  {
    do {
      return try execute(arguments, readFile: readFile, progress: progress)
    } catch let error as UsageError {
      return Outcome(status: 2, output: "", errors: "\(error)\n\n\(usage)\n")
    } catch let error as ScriptError {
      return Outcome(status: 2, output: "", errors: "\(error)\n")
    } catch {
      return Outcome(status: 2, output: "", errors: "error: \(error)\n")
    }
  }

  private static func execute(
    _ arguments: [String], readFile: (String) throws(ScriptError) -> String,
    progress: (String) -> Void
  ) throws
    -> Outcome
  {
    guard let command = arguments.first, !command.hasPrefix("--") || command == "--help" else {
      // NB: `compare` alone, or with output options only, runs every built-in script.
      var options = arguments
      let output = try OutputOptions(taking: &options)
      try rejectUnknownOptions(options)
      try expectNoArguments(options, after: "compare")
      let builtins = try BuiltinScripts.all.map { try parse($0.text, file: $0.file) }
      return try runScripts(builtins, contestant: nil, output: output)
    }
    var rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      return Outcome(status: 0, output: usage + "\n", errors: "")
    case "list":
      try expectNoArguments(rest, after: command)
      return Outcome(status: 0, output: ListReport.render() + "\n", errors: "")
    case "run":
      let contestant = try takeOption("--contestant", from: &rest)
      let output = try OutputOptions(taking: &rest)
      try rejectUnknownOptions(rest)
      guard !rest.isEmpty else { throw UsageError(message: "'run' needs at least one script FILE") }
      let scripts = try rest.map { file throws in try load(file, readFile: readFile) }
      return try runScripts(scripts, contestant: contestant, output: output)
    case "bench":
      return try bench(&rest, progress: progress)
    case "fuzz":
      let seed = try takeOption("--seed", from: &rest).map { try integer($0, for: "--seed") } ?? 1
      let steps =
        try takeOption("--steps", from: &rest).map { try integer($0, for: "--steps") } ?? 2_000
      let only = try takeOption("--scenario", from: &rest)
      try rejectUnknownOptions(rest)
      try expectNoArguments(rest, after: command)
      let scenarios = Scenarios.all.filter { only == nil || $0.name == only }
      if let only, scenarios.isEmpty {
        let hint =
          didYouMean(only, in: Scenarios.all.map(\.name))
          ?? ""
        throw UsageError(message: "unknown scenario '\(only)'\(hint)")
      }
      let reports = Fuzzer.run(seed: UInt64(seed), steps: steps, scenarios: scenarios) {
        progress("fuzz: \($0)")
      }
      return Outcome(
        status: reports.allSatisfy(\.failures.isEmpty) ? 0 : 1,
        output: Fuzzer.render(reports, seed: UInt64(seed)) + "\n", errors: "")
    case "docs":
      let check = rest.first == "--check"
      if check { rest.removeFirst() }
      try rejectUnknownOptions(rest)
      try expectNoArguments(rest, after: command)
      let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      guard check else {
        let changed = try DocBlocks.regenerate(in: root)
        return Outcome(
          status: 0,
          output: changed.isEmpty
            ? "Docs are up to date.\n" : "Regenerated: \(changed.joined(separator: ", "))\n",
          errors: "")
      }
      let stale = try DocBlocks.stale(in: root)
      return Outcome(
        status: stale.isEmpty ? 0 : 1, output: "",
        errors: stale.isEmpty
          ? ""
          : "Out of date (run `swift run compare docs`):\n" + stale.map { "  \($0)\n" }.joined())
    case "conformance":
      return try ConformanceCommand.run(rest)
    case "log":
      guard let contestant = try takeOption("--contestant", from: &rest) else {
        throw UsageError(message: "'log' needs --contestant NAME")
      }
      try rejectUnknownOptions(rest)
      guard rest.count == 1 else {
        throw UsageError(message: "'log' takes exactly one script FILE")
      }
      let script = try load(rest[0], readFile: readFile)
      let runs = try results(of: script, contestant: contestant)
      return Outcome(
        status: runs.allSatisfy(\.metExpectation) ? 0 : 1,
        output: runs.map(EventLogReport.render).joined(separator: "\n\n") + "\n", errors: "")
    default:
      let commands = ["run", "log", "list", "bench", "fuzz", "conformance", "docs", "help"]
      let hint = didYouMean(command, in: commands) ?? ""
      throw UsageError(message: "unknown command '\(command)'\(hint)")
    }
  }

  private static func runScripts(
    _ scripts: [Script], contestant: String?, output: OutputOptions
  ) throws -> Outcome {
    let all = try scripts.flatMap { script throws in
      try results(of: script, contestant: contestant)
    }
    let report = output.format.render(all) + "\n"
    if let path = output.chart {
      try OutputOptions.write(Charts.bodies(all).svg() + "\n", to: path)
      if let reduction = Charts.storeReduction(all) {
        try OutputOptions.write(
          reduction.svg() + "\n", to: OutputOptions.companion(of: path, suffix: "-store"))
      }
    }
    let status: Int32 = all.allSatisfy(\.metExpectation) ? 0 : 1
    guard let path = output.file else { return Outcome(status: status, output: report, errors: "") }
    try OutputOptions.write(report, to: path)
    return Outcome(status: status, output: "", errors: "")
  }

  /// Validates the script on the reference, then runs it on the selected contestants.
  static func results(of script: Script, contestant name: String?) throws -> [ContestantResult] {
    let contestants = script.scenario.contestants.filter { name == nil || $0.name == name }
    if let name, contestants.isEmpty {
      let names = script.scenario.contestants.map(\.name)
      let hint = didYouMean(name, in: names) ?? ""
      throw UsageError(
        message:
          "no contestant '\(name)' for scenario \(script.scenario.name)\(hint) (contestants: \(names.joined(separator: ", ")))"
      )
    }
    return try Runner.run(script, contestants: contestants)
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

  static func takeOption(_ name: String, from arguments: inout [String]) throws -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    // NB: options start with `--`, so `-1` is a value (which the option's parser then judges).
    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
      throw UsageError(message: "\(name) needs a value")
    }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
  }

  /// `compare bench`: see ``Bench``. Build with `-c release` for meaningful times.
  private static func bench(_ rest: inout [String], progress: (String) -> Void) throws -> Outcome {
    var settings = Bench.Settings()
    if let budget = try takeOption("--budget", from: &rest) {
      guard let seconds = Double(budget), seconds > 0 else {
        throw UsageError(message: "--budget needs a positive number of seconds, got '\(budget)'")
      }
      settings.budget = seconds
    }
    if let size = try takeOption("--max-size", from: &rest) {
      settings.maximumSize = try integer(size, for: "--max-size")
    }
    if let rounds = try takeOption("--rounds", from: &rest) {
      settings.rounds = max(1, try integer(rounds, for: "--rounds"))
    }
    let output = try OutputOptions(taking: &rest)
    try rejectUnknownOptions(rest)
    try expectNoArguments(rest, after: "bench")
    let series = Bench.run(BenchAxis.all, settings: settings) { progress("bench: \($0)") }
    let report: String
    switch output.format {
    case .json: report = BenchReport.json(series)
    case .csv: report = BenchReport.csv(series)
    case .text, .markdown: report = BenchReport.text(series)
    }
    if let path = output.chart {
      for (index, chart) in BenchReport.charts(series).enumerated() {
        let file = index == 0 ? path : OutputOptions.companion(of: path, suffix: "-\(index + 1)")
        try OutputOptions.write(chart.svg() + "\n", to: file)
      }
    }
    guard let path = output.file else {
      return Outcome(status: 0, output: report + "\n", errors: "")
    }
    try OutputOptions.write(report + "\n", to: path)
    return Outcome(status: 0, output: "", errors: "")
  }

  private static func integer(_ text: String, for option: String) throws -> Int {
    guard let value = Int(text), value >= 0 else {
      throw UsageError(message: "\(option) needs a whole number (0 or more), got '\(text)'")
    }
    return value
  }

  private static func rejectUnknownOptions(_ arguments: [String]) throws {
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option '\(option)'")
    }
  }

  private static func expectNoArguments(_ arguments: [String], after command: String) throws {
    if let extra = arguments.first {
      throw UsageError(message: "'\(command)' takes no arguments, got '\(extra)'")
    }
  }
}

/// Reads script files, refusing what is not text.
enum ScriptFile {
  nonisolated static func read(_ path: String) throws(ScriptError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScriptError(
        file: path, line: 1, column: 1, message: "cannot read the file (does it exist?)")
    }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw ScriptError(
        file: path, line: 1, column: 1, message: "not a text script (binary or not UTF-8)")
    }
    return text
  }
}
