/// `compare bench`: times one step as the app grows, per contestant, against an ideal floor
/// (see ``Bench``). Build with `-c release` for meaningful times.
enum BenchCommand: Subcommand {
  static let name = "bench"

  static let help = """
    usage: compare bench [--budget SECONDS] [--max-size N] [--rounds R] [--scenario NAME]
                         [--operation NAME] [--contestant NAME]… [--passes N]
                         [--format text|json|csv] [--output FILE] [--chart FILE.svg]

    Times one step as the app grows, per contestant, against an ideal floor, and fits how the
    time grows (docs/performance.md). Build with -c release: a debug build's times are not
    comparable with a release build's. A time is the median over the rounds of up to \
    \(defaults.stepsPerRound) steps
    each; a step of a millisecond or more is timed alone in its round.

      --budget SECONDS   the time one contestant may spend on one operation over all its sizes
                         (\(HelpText.seconds(.seconds(defaults.budget))) by default); the sizes it \
    leaves no time for are skipped
      --max-size N       the largest size (rows, screens, depth) to run: an operation that
                         reaches a larger one from a size (add at 1,000 rows reaches 1,001) is
                         not run there (\(maximumSize) by default)
      --rounds R         rounds per time (\(defaults.rounds) by default, at most \
    \(Bench.maximumRounds.grouped))
      --scenario NAME    only that scenario's axes: \(listed(scenarios))
      --operation NAME   only that operation, quoted; the operations are
                         \(HelpText.wrapped(operations, indent: 21, width: 92))
      --contestant NAME  only that contestant (it may repeat), beside the ideals; the bench
                         times only contestants declared correct (compare list)
      --passes N         run the whole selection N times in turn (\(defaults.passes) by default, at \
    most \(Bench.maximumPasses)) and
                         report per size the median of the passes' times (the lower of two
                         middles): a spike of a busy machine falls in one pass, not in the time
      --format F         text (the default), json or csv
      --output FILE      write the report to FILE, not standard output
      --chart FILE.svg   one chart per growth-axis operation (js-framework-benchmark's table gets
                         none), named FILE-<scenario>[-<operation>].svg by the operation's first
                         word (the scenario alone when it has one operation), not FILE.svg itself:
                         \(HelpText.wrapped(chartFiles, indent: 21, width: 92))

    Exit status: 0 when the bench ran, 2 usage or output error.
    """

  /// The settings when no option changes them.
  private static var defaults: Bench.Settings { Bench.Settings() }

  /// The default largest size: `no limit`.
  private static var maximumSize: String {
    defaults.maximumSize == Int.max ? "no limit" : defaults.maximumSize.grouped
  }

  /// The scenarios that have bench axes, for `--scenario`.
  private static var scenarios: [String] {
    Scenarios.all.filter { !$0.benchAxes.isEmpty }.map(\.name)
  }

  /// Every chart's file, for `--chart`: `FILE-list-increment.svg`…
  private static var chartFiles: [String] {
    BenchAxis.all.flatMap(\.chartNames).map { "FILE-\($0).svg" }
  }

  /// Every operation's name, quoted, for `--operation`.
  private static var operations: [String] {
    BenchAxis.all.flatMap(\.operations).map { "'\($0.name)'" }
  }

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    var settings = try settings(taking: &arguments)
    let axes = try BenchAxis.selected(
      scenario: try arguments.option("--scenario"), operation: try arguments.option("--operation"),
      contestants: try arguments.contestants())
    settings.contestants = axes.contestants
    let output = try OutputOptions(
      taking: &arguments, formats: [.text, .json, .csv], command: name)
    try arguments.expectNone(after: name)
    let charts = axes.axes.flatMap(\.chartNames)
    if let chart = output.chart { try check(chart: chart, charts: charts) }
    // NB: FILE.svg itself is not written: every file is named by what it shows, so none stands
    // out as "the" chart, and a run of other operations leaves no stale FILE.svg behind.
    let targets = try output.targets(
      chartSuffixes: charts.map { "-\($0)" }, chartItself: false, inputs: [])
    #if DEBUG
      // NB: said before the run, which takes minutes, and on standard error beside progress.
      context.progress(debugWarning)
    #endif
    let series = Bench.run(axes.axes, settings: settings) { context.progress("bench: \($0)") }
    let report: String
    switch output.format {
    case .json: report = BenchReport.json(series)
    case .csv: report = BenchReport.csv(series)
    case .text: report = BenchReport.text(series)
    case .markdown, .html:
      // NB: refused when the options were read; kept as an error rather than a trap.
      throw UsageError(message: "'bench' writes text, json or csv")
    }
    var written: [String] = []
    // NB: each chart goes to the file made for its name (`targets` keeps the suffixes' order);
    // both come from the axes' chart names, so every chart has one.
    let fileFor = Dictionary(uniqueKeysWithValues: zip(charts, targets.charts))
    for (name, chart) in BenchReport.charts(series, of: axes.axes) {
      guard let target = fileFor[name] else { continue }
      try target.write { output throws(OutputError) in try output.write(chart.svg() + "\n") }
      written.append("\(echo(path: target.path)) (\(chart.title))")
    }
    if let target = targets.report {
      try target.write { output throws(OutputError) in try output.write(report + "\n") }
    } else {
      try context.standardOutput.write(report + "\n")
    }
    // NB: the charts are said, not written silently: none is the file named.
    return CommandResult(
      notice: written.isEmpty ? "" : "charts written: \(written.joined(separator: ", "))\n")
  }

  /// Refuses, before anything runs, a `--chart` that is not `FILE.svg` or a selection with no
  /// growth-axis operation to draw (`charts`, their names).
  private static func check(chart: String, charts: [String]) throws(UsageError) {
    let file = chart.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard file.count > 4, file.lowercased().hasSuffix(".svg") else {
      throw UsageError(
        message:
          "--chart \(echo(path: chart)) is not FILE.svg: the charts are SVG, written beside it as "
          + "FILE-<scenario>[-<operation>].svg; give a name ending in .svg")
    }
    guard !charts.isEmpty else {
      throw UsageError(
        message:
          "--chart draws the growth axes' operations, and js-framework-benchmark's get no chart: "
          + "leave out --chart, or choose a growth-axis operation")
    }
  }

  /// What a debug build says before it times anything.
  static var debugWarning: String {
    "bench: warning: a debug build; its times are not comparable with a release build's "
      + "(docs/performance.md): run swift run -c release \(CommandName.current) bench"
  }

  /// `--budget`, `--max-size`, `--rounds` and `--passes`, over the defaults.
  private static func settings(taking arguments: inout Arguments) throws -> Bench.Settings {
    var settings = defaults
    if let budget = try arguments.option("--budget") {
      settings.budget = try Arguments.seconds(budget, for: "--budget")
    }
    if let size = try arguments.option("--max-size") {
      settings.maximumSize = try Arguments.integer(size, for: "--max-size", in: 0...Int.max)
    }
    if let rounds = try arguments.option("--rounds") {
      // NB: every round's time is kept for the median: a million is 8 MB.
      settings.rounds = try Arguments.integer(rounds, for: "--rounds", in: 1...Bench.maximumRounds)
    }
    if let passes = try arguments.option("--passes") {
      settings.passes = try Arguments.integer(passes, for: "--passes", in: 1...Bench.maximumPasses)
    }
    return settings
  }
}
