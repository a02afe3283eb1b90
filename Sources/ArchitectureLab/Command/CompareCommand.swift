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

  /// The usage of every command, then what `compare` does.
  static let usage = """
    \(commandLines)

    Runs user-interaction scripts against every implementation (contestant) of a small app and
    counts, step by step, view body runs, notifications, sync work and stores, checking every
    screen against a reference. With no command, runs every built-in script. `compare explain`
    says what every column and mark means.

    FILE is a script file or the name of a built-in script (see `compare list`); after `--`,
    every argument is a FILE, even one that starts with `-`. --contestant may repeat, to run
    several side by side. A contestant whose step (or first render) runs over --step-limit
    (default \(Arguments.defaultStepLimit)) is stopped with the verdict timeout.
    \(verdictRule)
    Exit status: 0 every contestant met its declared verdict, 1 one did not, 2 usage, script or
    output error.
    """

  /// Every command's usage lines, from its help, in the order of ``subcommands``: `run`'s with
  /// `run` optional, as `compare` alone runs every built-in script, and last how to get any
  /// command's help.
  ///
  /// NB: `run`'s are written here: its options wrap under `[run`, not under the name.
  private static var commandLines: String {
    let others = subcommands.filter { $0 != RunCommand.self && $0 != HelpCommand.self }.map {
      $0.usageLines.replacingOccurrences(of: "usage: ", with: "       ")
    }
    return """
      usage: compare [run FILE… [--contestant NAME]…] [--format text|markdown|json|csv|html]
                     [--output FILE] [--chart FILE.svg] [--step-limit SECONDS]
      \(others.joined(separator: "\n"))
             compare [COMMAND] --help
      """
  }

  /// How a run meets its declared verdict, as the usage and the README say it.
  static let verdictRule = """
    Each contestant declares the verdict its built-in script shows (correct, stale, loop or
    timeout). On a built-in script it must show exactly that, so the table proves each broken
    contestant broken; on any other script, that or a better one (correct, then stale, then loop
    and timeout): a script that never exercises a contestant's fault finds it correct.
    """

  /// Every command, in the order the usage lists them.
  static let subcommands: [any Subcommand.Type] = [
    RunCommand.self, LogCommand.self, BenchCommand.self, FuzzCommand.self,
    ConformanceCommand.self, DocsCommand.self, ListCommand.self, ExplainCommand.self,
    HelpCommand.self,
  ]

  /// The command typed as `name`.
  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.name == name }
  }

  /// Runs the command line `arguments` and keeps what it prints on standard output in the
  /// outcome; long commands tell `progress` how far they are, line by line, as they go.
  static func run(
    _ arguments: [String],
    readFile: @escaping (String) throws(ScriptError) -> String = ScriptFile.read,
    progress: @escaping (String) -> Void = { Progress.write($0) },
    launcher: WorkerLauncher? = nil
  ) -> Outcome {
    let captured = CapturedOutput()
    var outcome = run(
      arguments, readFile: readFile, progress: progress, standardOutput: captured,
      launcher: launcher)
    outcome.output = captured.text
    return outcome
  }

  /// Runs the command line `arguments`, writing what it prints to `standardOutput`.
  static func run(
    _ arguments: [String],
    readFile: @escaping (String) throws(ScriptError) -> String = ScriptFile.read,
    progress: @escaping (String) -> Void = { Progress.write($0) },
    standardOutput: some TextOutput, launcher: WorkerLauncher? = nil
  ) -> Outcome {
    do {
      let context = CommandContext(
        readFile: readFile, progress: progress, standardOutput: standardOutput,
        launcher: launcher)
      let result = try execute(arguments, context)
      try standardOutput.flush()
      return Outcome(status: result.status, output: "", errors: result.notice)
    } catch let error as UsageError {
      return Outcome(
        status: 2, output: "", errors: "\(error)\n\(CommandName.naming(usage(after: arguments)))\n")
    } catch let error as ScriptError {
      return Outcome(status: 2, output: "", errors: "\(error)\n")
    } catch {
      return Outcome(status: 2, output: "", errors: "\(error)\n")
    }
  }

  /// What follows a usage error in `arguments`: the failing command's usage lines and where
  /// to read more, or the whole usage when no command was named or the name is unknown.
  ///
  /// NB: `help` fails on a name it does not know or a second argument, and gets the whole
  /// usage too: it lists the commands help takes.
  static func usage(after arguments: [String]) -> String {
    guard let name = arguments.first, name != HelpCommand.name,
      let command = subcommand(named: name)
    else { return "\n" + usage }
    return "\(command.usageLines)\nrun 'compare \(name) --help' for more"
  }

  /// Finds the command and runs it; `compare` alone (or with output options only) runs every
  /// built-in script, and `--help` anywhere after a command prints that command's help.
  private static func execute(_ arguments: [String], _ context: CommandContext) throws
    -> CommandResult
  {
    guard let name = arguments.first, !name.hasPrefix("--") || name == "--help" else {
      var options = Arguments(arguments)
      // NB: `compare --format json --help` asks for help as `compare --help` does, where reading
      // the run's options first left `--help` unknown.
      if options.asksForHelp { return try execute(["--help"], context) }
      return try RunCommand.runBuiltins(&options, context)
    }
    var rest = Arguments(Array(arguments.dropFirst()))
    guard
      let command = subcommand(named: name == "--help" || name == "-h" ? HelpCommand.name : name)
    else {
      let hint = didYouMean(name, in: subcommands.map { $0.name }) ?? ""
      throw UsageError(message: "unknown command \(echo(name))\(hint)")
    }
    if rest.asksForHelp {
      try context.standardOutput.write(CommandName.naming(command.help) + "\n")
      return CommandResult()
    }
    return try command.run(&rest, context)
  }
}
