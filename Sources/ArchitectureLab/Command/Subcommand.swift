/// One command of `compare` (`run`, `log`, `bench`, …): its name, its help, and how it runs.
///
/// `CompareCommand` finds the subcommand by the first argument and hands it the rest; each
/// lives in its own file, named after it.
protocol Subcommand {
  /// What is typed after `compare`.
  static var name: String { get }
  /// `compare NAME --help`: its usage line and what it does.
  static var help: String { get }
  /// Runs with the arguments after the name.
  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
}

extension Subcommand {
  /// The usage lines that open ``help``: what a usage error prints after its message.
  static var usageLines: String {
    help.components(separatedBy: "\n\n").first ?? help
  }
}

/// What a command needs from outside: how to read scripts, where progress and output go.
struct CommandContext {
  let readFile: (String) throws(ScriptError) -> String
  let progress: (String) -> Void
  let standardOutput: any TextOutput
  /// How `compare fuzz --jobs N` starts its worker processes; `nil` runs everything in this
  /// process (a test that runs the command directly, when no executable is given).
  var launcher: WorkerLauncher? = nil
  /// How often `run`'s and `log`'s progress lines (a long run, a long script's check) say how
  /// far they are; a test shortens it. `fuzz` keeps its own 2 s ticker; `bench` writes
  /// a line as each series starts each size.
  var progressInterval: Duration = .seconds(2)

  /// A ticker for a long loop of `command`, each of its lines led by the command's name
  /// (`log: favorites: step 3 of 12, 1 contestant`).
  ///
  /// NB: `run` and `log` share the code that loads and runs scripts; the name comes from the
  /// command that calls it, so a line on standard error says which of them is running.
  func ticker(for command: String) -> ProgressTicker {
    let progress = progress
    return ProgressTicker(every: progressInterval) { progress("\(command): \($0)") }
  }
}

/// How a command ended: its exit status, and a notice for standard error (say, which extra
/// files it wrote).
struct CommandResult {
  var status: Int32 = 0
  var notice = ""
}
