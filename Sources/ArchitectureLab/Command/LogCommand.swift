/// `compare log FILE --contestant NAME…`: each step's events, per contestant.
enum LogCommand: Subcommand {
  static let name = "log"

  static let help = """
    usage: compare log FILE --contestant NAME… [--order sorted|time] [--format text|html]
                       [--output FILE] [--step-limit SECONDS]

    Prints each step's events for the contestants named, one after another under each step
    when several are. FILE is a script file or a built-in script's name (`compare list`).
    Under a step with stale views, ≠ lines say what each shows against the reference.
    `compare explain` says what each mark means.

      --contestant NAME  a contestant of the script's scenario; it may repeat, to log several
                         in turn
      --order sorted     the events sorted, so a step compares as a multiset, equal ones on
                         one line with ×N after them\(orderDefault(.sorted))
      --order time       the events in the order they happened, indented by notification depth,
                         so a reader sees which send caused which sink, which replay a guard
                         skipped, which view was marked, then the render pass\(orderDefault(.time));
                         views that one change reaches through Observation are told in the
                         order of its own table of observers, which can differ between runs
                         (SWIFT_DETERMINISTIC_HASHING=1 fixes it)
      --format html      one page to step through with the keyboard, the contestants side by
                         side, each step's events in the order they happened (needs --output;
                         takes no --order); text by default
      --output FILE      write the log to FILE, not standard output
      --step-limit S     stop a contestant whose step runs over S seconds (timeout; \
    \(Arguments.defaultStepLimit) by default)

    Exit status: 0 every contestant met its declared verdict, 1 one did not, 2 usage, script
    or output error (see `compare run --help`).
    """

  /// The order of the events when `--order` is not given.
  static let defaultOrder = EventLogReport.Order.sorted

  /// ` (the default)` after the order that is the default.
  private static func orderDefault(_ order: EventLogReport.Order) -> String {
    order == defaultOrder ? " (the default)" : ""
  }

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let contestants = try arguments.contestants()
    let limit = try arguments.stepLimit()
    let order = try arguments.option("--order").map(order(named:))
    let output = try OutputOptions(taking: &arguments, formats: [.text, .html], command: name)
    // NB: before the checks below, so a misspelt option is named, not reported as missing.
    try arguments.rejectUnknownOptions()
    guard output.chart == nil else {
      throw UsageError(message: "'log' draws no chart (--chart); 'run' does")
    }
    guard order == nil || output.format != .html else {
      throw UsageError(
        message: "--order sorts the text log; the html page shows the events in the order "
          + "they happened")
    }
    guard !contestants.isEmpty else {
      throw UsageError(message: "'log' needs --contestant NAME")
    }
    guard arguments.remaining.count == 1 else {
      throw UsageError(message: "'log' takes exactly one script FILE")
    }
    let script = try ScriptLoading.load(arguments.remaining[0], for: name, context)
    return try RunCommand.runScripts(
      [script], inputs: arguments.remaining, contestants: contestants, output: output,
      limit: limit, for: name, context,
      writer: output.format == .html ? nil : try EventLogReport(order: order ?? defaultOrder))
  }

  private static func order(named name: String) throws -> EventLogReport.Order {
    guard let order = EventLogReport.Order(rawValue: name) else {
      let hint = didYouMean(name, in: EventLogReport.Order.allCases.map(\.rawValue)) ?? ""
      throw UsageError(message: "--order needs sorted or time, got \(echo(name))\(hint)")
    }
    return order
  }
}
