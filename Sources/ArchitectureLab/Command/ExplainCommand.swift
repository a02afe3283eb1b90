/// `compare explain`: what every column, block, mark and verdict means (see ``Glossary``).
enum ExplainCommand: Subcommand {
  static let name = "explain"

  static let help = """
    usage: compare explain

    Says what every column of the summary and of the CSV, every block below the summary's
    table, every mark of the event log, every verdict, every column of the bench and every
    term of the conformance report means.
    """

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    try arguments.expectNone(after: name)
    try context.standardOutput.write(Glossary.render() + "\n")
    return CommandResult()
  }
}
