/// `compare run FILE…`, and `compare` alone: runs scripts on their scenarios' contestants and
/// writes the summary.
enum RunCommand: Subcommand {
  static let name = "run"

  static let help = """
    usage: compare run FILE… [--contestant NAME]… [--format text|markdown|json|csv|html]
                       [--output FILE] [--chart FILE.svg] [--step-limit SECONDS]

    Runs each script on every contestant of its scenario, or on those named (in that order),
    and prints a row per script and contestant, the means of the correct contestants and the
    verdict per scenario (`compare explain` defines every column). FILE is a script file or a
    built-in script's name (`compare list`); `compare` alone runs every built-in script.

      --format html      one self-contained page to step through with the keyboard: every
                         contestant's views side by side, marked, with the events in the order
                         they happened; needs --output
      --chart FILE.svg   body runs per script against the floor; when a contestant and the one
                         it replaces both ran, FILE-store.svg beside it compares their work
      --step-limit S     stop a contestant whose step runs over S seconds (timeout; \
    \(Arguments.defaultStepLimit) by default)

    \(CompareCommand.verdictRule)
    Exit status: 0 every contestant met its declared verdict, 1 one did not, 2 usage, script
    or output error.
    """

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let contestants = try arguments.contestants()
    let limit = try arguments.stepLimit()
    let output = try OutputOptions(taking: &arguments, command: name)
    try arguments.rejectUnknownOptions()
    let files = arguments.remaining
    guard !files.isEmpty else { throw UsageError(message: "'run' needs at least one script FILE") }
    let scripts = try files.map { file throws in
      try ScriptLoading.load(file, for: name, context)
    }
    return try runScripts(
      scripts, inputs: files, contestants: contestants, output: output, limit: limit,
      for: name, context)
  }

  /// `compare` alone, or with output options only: every built-in script.
  static func runBuiltins(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let limit = try arguments.stepLimit()
    let output = try OutputOptions(taking: &arguments, command: CommandName.current)
    // NB: a command after the options (`compare --step-limit 5 run a.lab`) is named as one;
    // after `--` it is an operand (`compare -- run`), which `compare` alone takes none of.
    try arguments.rejectUnknownOptions()
    if let command = arguments.remainingBeforeEnd.first,
      CompareCommand.subcommand(named: command) != nil
    {
      throw UsageError(
        message:
          "options go after the command: \(CommandName.current) \(command) … (got \(echo(command)) "
          + "after them)")
    }
    try arguments.expectNone(after: CommandName.current)
    let builtins = try BuiltinScripts.all.map { try $0.parsed() }
    return try runScripts(
      builtins, inputs: [], contestants: [], output: output, limit: limit, for: name, context)
  }

  /// Runs every script on its selected contestants and writes the report: the output files are
  /// checked first, every script runs before anything is written, and per-step formats spool
  /// their steps on disk, so memory stays flat however many steps there are. `command` (`run`
  /// or `log`) leads each progress line.
  static func runScripts(
    _ scripts: [Script], inputs: [String], contestants names: [String], output: OutputOptions,
    limit: Runner.TimeLimit, for command: String, _ context: CommandContext,
    writer: (any ReportWriter)? = nil
  ) throws -> CommandResult {
    let scripts = Script.uniquelyNamed(scripts)
    var notes = ""
    let selected = try scripts.map { script in
      try script.runnable(
        ScriptLoading.contestants(named: names, for: script.scenario), named: !names.isEmpty
      ) { notes += "note: \($0)\n" }
    }
    let targets = try output.targets(chartSuffixes: ["-store"], inputs: inputs)
    let writer = try writer ?? output.format.writer()
    var all: [ContestantResult] = []
    for (script, contestants) in zip(scripts, selected) {
      try writer.begin(script, contestants: contestants)
      let ticker = context.ticker(for: command)
      let observer = Runner.Observer(
        step: writer.showsSteps ? { writer.record($1, of: $0) } : { _, _ in },
        progress: { done, total in
          ticker.tick(
            progressLine(script: script.name, step: done, of: total, contestants: contestants.count)
          )
        })
      let results = try Runner.run(
        script, contestants: contestants, keepingSteps: false, timeLimit: limit,
        observer: observer)
      try writer.end(results)
      all += results
    }
    let written = try writeCharts(of: all, to: targets.charts)
    if let report = targets.report {
      try report.write { output throws(OutputError) in try writer.finish(all, into: output) }
    } else {
      try writer.finish(all, into: context.standardOutput)
    }
    // NB: a chart beside the one named is said, not written silently.
    return CommandResult(
      status: all.allSatisfy(\.metExpectation) ? 0 : 1,
      notice: notes
        + (written.count > 1 ? "charts written: \(written.joined(separator: ", "))\n" : ""))
  }

  /// The progress line a long run writes to standard error, after the command's name
  /// (``CommandContext/ticker(for:)``), its script's name shown as the text reports show it
  /// (``shownText(_:)``): a name with a line break or an escape sequence sends the terminal
  /// neither.
  static func progressLine(script: String, step: Int, of total: Int, contestants: Int) -> String {
    "\(shownText(script)): step \(step) of \(total), "
      + (contestants == 1 ? "1 contestant" : "\(contestants) contestants")
  }

  /// Writes the body-runs chart, and beside it the replacement chart when one applies; returns
  /// what it wrote, for the notice.
  private static func writeCharts(of results: [ContestantResult], to charts: [OutputTarget])
    throws -> [String]
  {
    guard let chart = charts.first else { return [] }
    try chart.write { output throws(OutputError) in
      try output.write(Charts.bodies(results).svg() + "\n")
    }
    var written = ["\(echo(path: chart.path)) (body runs per script)"]
    if let reduction = Charts.storeReduction(results), charts.count > 1 {
      try charts[1].write { output throws(OutputError) in
        try output.write(reduction.svg() + "\n")
      }
      written.append(
        "\(echo(path: charts[1].path)) (work removed: a contestant against the one it replaces)")
    }
    return written
  }
}
