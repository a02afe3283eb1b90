import Testing

@testable import ArchitectureLab

/// The progress lines `run` and `log` write on standard error while a long script is checked
/// and run: each led by the name of the command running, though both come from the code the two
/// commands share (``ScriptLoading/load(_:for:_:)``, ``RunCommand/runScripts``).
///
/// A review found `compare log` saying `run: …`.
@Suite("Progress lines")
struct CommandProgressTests {
  /// A script whose check reaches a progress line (one every
  /// ``ScriptParser/linesPerProgress`` lines), with a single step.
  private static let longScript =
    "scenario basics\nincrement\n" + String(repeating: "\n", count: ScriptParser.linesPerProgress)

  /// Every progress line `command` writes for `arguments`, `long.lab` being ``longScript``: the
  /// interval is zero, so each chance to say how far it is is taken.
  private func progress(of command: any Subcommand.Type, _ arguments: [String]) throws
    -> [String]
  {
    var lines: [String] = []
    let context = CommandContext(
      readFile: { _ in Self.longScript }, progress: { lines.append($0) },
      standardOutput: CapturedOutput(), progressInterval: .zero)
    var arguments = Arguments(arguments)
    #expect(try command.run(&arguments, context).status == 0)
    return lines
  }

  @Test("run's progress lines say run:, log's say log:")
  func eachCommandNamesItself() throws {
    #expect(
      try progress(of: RunCommand.self, ["long.lab", "--contestant", "store"]) == [
        "run: checking 'long.lab': line 65536",
        "run: long: step 1 of 1, 1 contestant",
      ])
    #expect(
      try progress(of: LogCommand.self, ["long.lab", "--contestant", "store"]) == [
        "log: checking 'long.lab': line 65536",
        "log: long: step 1 of 1, 1 contestant",
      ])
  }
}
