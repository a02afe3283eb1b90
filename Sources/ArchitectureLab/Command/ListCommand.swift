/// `compare list`: the scenarios with their parameters, verbs and contestants, and the
/// built-in scripts (see ``ListReport``); `--script NAME` prints one built-in script's text.
enum ListCommand: Subcommand {
  static let name = "list"

  static let help = """
    usage: compare list [--script NAME]

    Lists the scenarios with their parameters, verbs and contestants, and the built-in scripts.

      --script NAME  print the built-in script NAME as its .lab text, exactly, to copy and edit:
                     compare list --script favorites > mine.lab
    """

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let script = try arguments.option("--script")
    try arguments.expectNone(after: name)
    guard let script else {
      try context.standardOutput.write(ListReport.render() + "\n")
      return CommandResult()
    }
    try context.standardOutput.write(try ListReport.text(ofScript: script))
    return CommandResult()
  }
}
