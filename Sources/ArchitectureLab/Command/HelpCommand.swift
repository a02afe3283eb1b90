/// `compare help [COMMAND]` (also `--help`, `-h`): the usage, or one command's help.
enum HelpCommand: Subcommand {
  static let name = "help"

  static let help = """
    usage: compare help [COMMAND]

    Prints the usage of every command, or what COMMAND takes and does.
    """

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    // NB: read from `arguments` themselves, which know where a `--` was: an option before it
    // is refused as every command refuses one (`help --x`), and a word after it is an operand
    // whatever it looks like, so `help run -- --x` has a second COMMAND, not an option.
    try arguments.rejectUnknownOptions()
    let operands = arguments.remaining
    guard let name = operands.first else {
      try context.standardOutput.write(CommandName.naming(CompareCommand.usage) + "\n")
      return CommandResult()
    }
    // NB: every command refuses a stray argument; `help bench extra` is no exception.
    if let extra = operands.dropFirst().first {
      throw UsageError(message: "'help' takes one COMMAND, got \(echo(extra))")
    }
    guard let command = CompareCommand.subcommand(named: name) else {
      let hint = didYouMean(name, in: CompareCommand.subcommands.map { $0.name }) ?? ""
      throw UsageError(message: "no command \(echo(name)) to help with\(hint)")
    }
    try context.standardOutput.write(CommandName.naming(command.help) + "\n")
    return CommandResult()
  }
}
