import Foundation

/// How a command turns its `FILE` operands into scripts and its `--contestant` names into
/// contestants, with the errors a user gets for a typo in either.
enum ScriptLoading {
  /// The script at `file`, or the built-in script of that name when no such file exists; while
  /// a long one is checked, `command` (`run` or `log`) says how far it got, at most once per
  /// the context's progress interval.
  static func load(_ file: String, for command: String, _ context: CommandContext) throws
    -> Script
  {
    let exists = FileManager.default.fileExists(atPath: file)
    if let entry = BuiltinScripts.named(file), !exists {
      return try entry.parsed()
    }
    let text: String
    do throws(ScriptError) {
      text = try context.readFile(file)
    } catch {
      guard !exists else { throw error }
      // NB: a path with a folder in it cannot be a built-in script's name, so only the file was
      // looked for.
      guard !file.contains("/") else {
        if isMissing(file) { throw MissingScriptError(file: file, message: "no such file") }
        throw error
      }
      let names = BuiltinScripts.all.map(\.name)
      // NB: a missing file whose name is near a built-in script's is most likely a typo of it.
      let hint = nearestName(to: file, in: names).map {
        "; did you mean the built-in script '\($0)'?"
      }
      // NB: a name that is neither a file nor a built-in script has no line to point at, and
      // `cannot read the file` would hide that built-in names are looked for too.
      if isMissing(file) {
        throw MissingScriptError(
          file: file,
          message: "no such file, and no built-in script of that name\(hint ?? "") "
            + "(built-in scripts: \(names.joined(separator: ", ")))")
      }
      guard let hint else { throw error }
      throw ScriptError(
        file: error.file, line: error.line, column: error.column, message: error.message + hint)
    }
    let ticker = context.ticker(for: command)
    return try ScriptParser.parse(text, file: file, scenarios: Scenarios.all) { line in
      ticker.tick("checking \(echo(path: file)): line \(line)")
    }
  }

  /// Whether nothing at all is at `path`, not even a dangling link: other failures (a folder
  /// that cannot be searched) keep the reader's own error.
  private static func isMissing(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) != 0 && errno == ENOENT
  }

  /// The scenario's contestants named, in the order named; all of them when none is named.
  static func contestants(named names: [String], for scenario: Scenario) throws -> [Contestant] {
    guard !names.isEmpty else { return scenario.contestants }
    return try names.map { name in
      guard let contestant = scenario.contestants.first(where: { $0.name == name }) else {
        let names = scenario.contestants.map(\.name)
        let hint = didYouMean(name, in: names) ?? ""
        throw UsageError(
          message:
            "no contestant \(echo(name)) for scenario \(scenario.name)\(hint) (contestants: \(names.joined(separator: ", ")))"
        )
      }
      return contestant
    }
  }

  /// Runs the script on the contestant named (every contestant of its scenario when `nil`),
  /// keeping every step, the reference checking each step as it goes: for tests and the docs.
  static func results(of script: Script, contestant name: String?) throws -> [ContestantResult] {
    try Runner.run(
      script, contestants: contestants(named: name.map { [$0] } ?? [], for: script.scenario))
  }
}

extension BuiltinScript {
  /// The script, parsed and marked as built in (held to its declared verdicts exactly).
  func parsed() throws(ScriptError) -> Script {
    var script = try ScriptParser.parse(text, file: file, scenarios: Scenarios.all)
    script.isBuiltin = true
    return script
  }
}
