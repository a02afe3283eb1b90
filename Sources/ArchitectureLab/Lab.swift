import Foundation

/// The lab as a library: run the whole `compare` command with contestants of your own, or run a
/// script and read the results.
///
/// A package that brings its own architecture writes one contestant per scenario it plays (a
/// ``Contestant`` whose `mount` returns a ``Renderer`` over its own ``LabView``s, named and laid
/// out as the scenario's reference screen) and hands them to ``main(arguments:adding:)``:
///
/// ```swift
/// import ArchitectureLab
///
/// Lab.main(adding: ["basics": [ReduxBasics.contestant], "favorites": [ReduxFavorites.contestant]])
/// ```
///
/// `swift run` then prints the built-in scripts' table with those rows beside the lab's own, and
/// every other `compare` command (`run`, `log`, `fuzz`, `bench`, …) knows them too; its usage,
/// help and hints name the executable by its own name.
/// docs/extending.md walks through it.
public enum Lab {
  /// Registers `contestants` (by the name of the scenario they play), runs the `compare` command
  /// line `arguments`, and exits with its status: 0 when every contestant met its declared
  /// verdict, 1 when one did not, 2 for a usage, script or output error.
  ///
  /// A scenario name the lab does not know, a contestant named like another of its scenario's,
  /// or a name that cannot be typed after `--contestant` or printed as it is (see
  /// ``register(_:)``), is an error (exit status 2) before anything runs; so is an argument of
  /// the process's own that is not UTF-8 (``ArgumentEncoding``), when `arguments` are those.
  public static func main(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    adding contestants: [String: [Contestant]] = [:]
  ) -> Never {
    CommandName.adopt(executablePath: CommandLine.arguments.first)
    // NB: a write past the file size limit (`ulimit -f`) then fails with "File too large",
    // reported as an error, instead of killing the process.
    signal(SIGXFSZ, SIG_IGN)
    do {
      try register(contestants)
    } catch {
      Progress.writeToStandardError("\(error)\n")
      exit(2)
    }
    // NB: only the process's own arguments have bytes behind them to check.
    if arguments == Array(CommandLine.arguments.dropFirst()),
      let problem = ArgumentEncoding.problem(in: ArgumentEncoding.processArguments)
    {
      Progress.writeToStandardError("\(problem)\n")
      exit(2)
    }
    let outcome = CompareCommand.run(
      arguments, standardOutput: FileDescriptorOutput.standardOutput(),
      launcher: .runningExecutable)
    Progress.writeToStandardError(outcome.errors)
    exit(outcome.status)
  }

  /// Adds `contestants` to the scenarios they play (keys are scenario names: `basics`,
  /// `favorites`, …; see ``scenarios``), for the rest of the process. A contestant registered
  /// again in the same scenario (the same one: made at the same place in the code, with the
  /// same name, summary, verdict and limits) is not added twice, so each test may register
  /// what it runs.
  ///
  /// - Throws: ``RegistrationError`` for a scenario the lab does not know, a contestant name
  ///   that is not one visible word of at most 40 characters (no control or invisible
  ///   character, no space, not starting with `-`), a summary or limit's reason holding a
  ///   control or invisible character, a contestant name its scenario already has for another
  ///   contestant, a name the bench gives its floors (`ideal`, `ideal/views`), a limit on a
  ///   parameter its scenario does not have, or two limits on one parameter; nothing is
  ///   registered then. A zero-width joiner or non-joiner where a word needs one, as Unicode's
  ///   identifier rules (UAX #31, section 2.3) allow it, is not invisible: Persian `می‌خواهم`,
  ///   Devanagari `क्‍ष`.
  public static func register(_ contestants: [String: [Contestant]]) throws(RegistrationError) {
    let sorted = contestants.sorted { $0.key < $1.key }
    let scenarios = try sorted.map { name, _ throws(RegistrationError) in
      guard let scenario = Scenarios.all.first(where: { $0.name == name }) else {
        let hint = didYouMean(name, in: Scenarios.all.map(\.name)) ?? ""
        throw RegistrationError(message: "error: no scenario \(echo(name))\(hint)")
      }
      return scenario
    }
    for ((name, added), scenario) in zip(sorted, scenarios) {
      for contestant in added {
        if let problem = ContestantName.problem(with: contestant)
          ?? problem(with: contestant, in: scenario)
        {
          throw RegistrationError(message: "error: scenario \(name): \(problem)")
        }
      }
    }
    if let refused = Scenarios.register(sorted) {
      let names = refused.clashing.map(echo)
      throw RegistrationError(
        message: "error: scenario \(refused.scenario) already has "
          + (names.count == 1 ? "a contestant named " : "contestants named ")
          + names.joined(separator: ", "))
    }
  }

  /// Why `contestant` cannot join `scenario`, or `nil` when it can: a name the bench gives its
  /// floors, a limit on a parameter the scenario does not have, or two limits on one.
  ///
  /// NB: the bench reports its floors beside the contestants by name, so a contestant named
  /// like one would be shown with the floor's times; and a limit is read against the script's
  /// parameters, where an unknown one stopped the run.
  private static func problem(with contestant: Contestant, in scenario: Scenario) -> String? {
    if Bench.Series.ideals.contains(contestant.name) {
      return "contestant name \(echo(contestant.name)) is a floor's, which the bench reports "
        + "beside the contestants"
    }
    let parameters = scenario.parameters.map(\.name)
    var limited: Set<String> = []
    for limit in contestant.limits {
      guard parameters.contains(limit.parameter) else {
        let has = parameters.isEmpty ? "none" : parameters.joined(separator: ", ")
        return "contestant \(contestant.name): its limit is on \(echo(limit.parameter)), "
          + "which \(scenario.name) does not have (its parameters: \(has))"
      }
      guard limited.insert(limit.parameter).inserted else {
        return "contestant \(contestant.name): it has two limits on \(echo(limit.parameter)); "
          + "give one"
      }
    }
    return nil
  }

  /// Every scenario, with its reference's verbs, its built-in script and its contestants.
  public static var scenarios: [ScenarioDescription] {
    Scenarios.all.map(ScenarioDescription.init)
  }

  /// Runs a script (its text, as a script file holds it) on the contestants named, or on every
  /// contestant of its scenario, keeping every step.
  ///
  /// As with `compare run`, a contestant whose limits refuse the script's parameters
  /// (``ContestantLimit``) is left out when none is named, and is an error when named.
  ///
  /// - Throws: the located error a user gets for a malformed script, an unknown contestant, a
  ///   contestant named twice (`--contestant` refuses it too: its runs would share one name in
  ///   every report), or a contestant named for parameters over its limit.
  public static func run(
    script text: String, file: String = "script.lab", contestants: [String] = []
  )
    throws -> [Run]
  {
    let script = try ScriptParser.parse(text, file: file, scenarios: Scenarios.all)
    if let twice = contestants.firstRepeated() {
      throw RegistrationError(message: "error: contestant \(echo(twice)) is named twice")
    }
    let named = try contestants.map { name in
      guard let contestant = script.scenario.contestants.first(where: { $0.name == name }) else {
        throw RegistrationError(
          message: "error: no contestant \(echo(name)) for scenario \(script.scenario.name)")
      }
      return contestant
    }
    let selected: [Contestant]
    do {
      selected = try script.runnable(
        contestants.isEmpty ? script.scenario.contestants : named, named: !contestants.isEmpty,
        note: { _ in })
    } catch {
      throw RegistrationError(message: error.description)
    }
    return try Runner.run(script, contestants: selected).map(Run.init)
  }

  /// `runs` as the `compare` command prints them: the table (`text`) or the Markdown table.
  /// (The per-step formats, JSON and CSV, are the command's: `compare run … --format json`.)
  public static func report(_ runs: [Run], format: ReportFormat = .text) -> String {
    let results = runs.map(\.result)
    switch format {
    case .text: return TableReport.render(results)
    case .markdown: return MarkdownReport.render(results)
    }
  }

  /// The report formats of ``report(_:format:)``.
  public enum ReportFormat: Sendable {
    case text, markdown
  }

  /// Why contestants could not be registered, or a run could not start.
  public struct RegistrationError: Error, CustomStringConvertible {
    /// What went wrong, in the form the command prints it.
    public let message: String
    /// ``message``.
    public var description: String { message }
  }
}

/// What the lab knows of one scenario: its name, what it is, the verbs a script can use, its
/// built-in script, and the names of its contestants.
public struct ScenarioDescription: Sendable {
  /// What scripts name it by on their `scenario` line: `basics`, `favorites`, ….
  public let name: String
  /// One line on the app.
  public let summary: String
  /// Each verb with its arguments and what it does: `remove-favorite N: …`.
  public let verbs: [String]
  /// Each parameter a script may set on its `scenario` line, with its range.
  public let parameters: [String]
  /// The built-in script's name and text.
  public let scripts: [(name: String, text: String)]
  /// Its contestants' names, the lab's own then any registered from outside it.
  public let contestants: [String]

  init(_ scenario: Scenario) {
    name = scenario.name
    summary = scenario.summary
    verbs = scenario.verbs.map { "\($0.usage): \($0.summary)" }
    parameters = scenario.parameters.map {
      "\($0.name) \($0.range.lowerBound)…\($0.range.upperBound): \($0.summary)"
    }
    scripts = scenario.scripts.map { ($0.name, $0.text) }
    contestants = scenario.contestants.map(\.name)
  }
}

/// One contestant's run of one script: its verdict, its totals, and its steps' event logs.
public struct Run {
  let result: ContestantResult

  /// The script's name: its file name without folders or extension.
  public var script: String { result.script }
  /// The scenario the script is for.
  public var scenario: String { result.scenario }
  /// The contestant's name.
  public var contestant: String { result.contestant.name }
  /// `correct`, `stale`, `loop` or `timeout`.
  public var verdict: Verdict { result.verdict }
  /// Whether the verdict is the one the contestant declared.
  public var metExpectation: Bool { result.metExpectation }
  /// View body runs, over every step.
  public var bodies: Int { result.totals.bodies }
  /// The oracle's floor: body runs the screen needed.
  public var floor: Int { result.totals.floor }
  /// Body runs beyond the floor.
  public var wasted: Int { result.totals.wasted }
  /// `objectWillChange` sends, observation callbacks, view-store publishes and the
  /// `notification` events a contestant added from outside the lab records.
  public var notifications: Int { result.totals.notifications }
  /// Stores created.
  public var storesCreated: Int { result.totals.storesCreated }
  /// Views that were out of date at some step, by path.
  public var staleViews: [String] { result.staleViews }
  /// Objects of the contestant still alive after its views were released.
  public var leaked: [String] { result.leaked }
  /// Each step as an inline event log: `step 1: increment`, then one indented line per event.
  public var stepLogs: [String] { result.steps.map(\.log) }
}
