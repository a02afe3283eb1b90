/// `compare log FILE --contestant NAME…`: each step's events, per contestant.
enum LogCommand: Subcommand {
  static let name = "log"

  static let help = """
    usage: compare log FILE --contestant NAME… [--order sorted|time] [--format text|html]
                       [--output FILE] [--step-limit SECONDS]

    Prints each step's events for the contestants named, side by side when several are:
    sorted, so a step compares as a multiset (the default), or with --order time in the order
    they happened, indented by notification depth, so a reader sees which send caused which
    sink, which replay a guard skipped, which view was marked, then the render pass.
    --format html writes the page to step through (needs --output). `compare explain` says
    what each mark means.
    """

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let contestants = try arguments.contestants()
    let limit = try arguments.stepLimit()
    let order = try arguments.option("--order").map(order(named:))
    let output = try OutputOptions(taking: &arguments, formats: [.text, .html], command: name)
    guard output.chart == nil else {
      throw UsageError(message: "'log' draws no chart (--chart); 'run' does")
    }
    guard !contestants.isEmpty else {
      throw UsageError(message: "'log' needs --contestant NAME")
    }
    try arguments.rejectUnknownOptions()
    guard arguments.remaining.count == 1 else {
      throw UsageError(message: "'log' takes exactly one script FILE")
    }
    let script = try ScriptLoading.load(arguments.remaining[0], readFile: context.readFile)
    return try RunCommand.runScripts(
      [script], inputs: arguments.remaining, contestants: contestants, output: output,
      limit: limit, context,
      writer: output.format == .html ? nil : try EventLogReport(order: order ?? .sorted))
  }

  private static func order(named name: String) throws -> EventLogReport.Order {
    guard let order = EventLogReport.Order(rawValue: name) else {
      let hint = didYouMean(name, in: EventLogReport.Order.allCases.map(\.rawValue)) ?? ""
      throw UsageError(message: "--order needs sorted or time, got \(echo(name))\(hint)")
    }
    return order
  }
}
