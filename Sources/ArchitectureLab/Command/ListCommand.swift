/// `compare list`: the scenarios with their parameters, verbs and contestants, and the
/// built-in scripts (see ``ListReport``).
enum ListCommand: Subcommand {
  static let name = "list"

  static let help = """
    usage: compare list

    Lists the scenarios with their parameters, verbs and contestants, and the built-in scripts.
    """

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    try arguments.expectNone(after: name)
    try context.standardOutput.write(ListReport.render() + "\n")
    return CommandResult()
  }
}
