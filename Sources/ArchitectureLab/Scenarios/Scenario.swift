/// A small app the lab runs scripts against: its verbs, its parameters, its reference and its
/// contestants.
struct Scenario {
  let name: String
  let summary: String
  /// Numbers a script may set on its scenario line, e.g. `scenario list rows 1000`.
  let parameters: [Parameter]
  let verbs: [Verb]
  /// A fresh reference for one script run.
  let makeReference: @MainActor (Parameters) -> ReferenceSession
  /// The scripts shipped with it.
  let scripts: [BuiltinScript]
  /// What `compare bench` measures of it as it grows; none for a scenario that does not grow.
  let benchAxes: [BenchAxis]
  /// Its contestants: the lab's own, then any registered from outside it (``Lab``).
  fileprivate(set) var contestants: [Contestant]

  init(
    name: String, summary: String, parameters: [Parameter], verbs: [Verb],
    makeReference: @escaping @MainActor (Parameters) -> ReferenceSession,
    scripts: [BuiltinScript] = [], benchAxes: [BenchAxis] = [], contestants: [Contestant]
  ) {
    self.name = name
    self.summary = summary
    self.parameters = parameters
    self.verbs = verbs
    self.makeReference = makeReference
    self.scripts = scripts
    self.benchAxes = benchAxes
    self.contestants = contestants
  }

  /// A scenario without parameters.
  init(
    name: String, summary: String, verbs: [Verb],
    makeReference: @escaping @MainActor () -> ReferenceSession, scripts: [BuiltinScript] = [],
    contestants: [Contestant]
  ) {
    self.init(
      name: name, summary: summary, parameters: [], verbs: verbs,
      makeReference: { _ in makeReference() }, scripts: scripts, contestants: contestants)
  }

  /// Every parameter at its default value.
  var defaultParameters: Parameters {
    Parameters(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) }))
  }
}

/// A number a script may set on its scenario line: its name, default and accepted range.
struct Parameter {
  let name: String
  let summary: String
  let defaultValue: Int
  let range: ClosedRange<Int>
  /// Why the range ends where it does, when the end is a limit of this machine rather than of
  /// the app; printed when a script asks for more.
  var limitReason: String?
}

/// The parameter values of one script run: what a contestant's `mount` builds its app for
/// (`parameters["rows"]`).
public struct Parameters: Equatable {
  /// Every declared parameter's value, by name.
  let values: [String: Int]

  init(_ values: [String: Int] = [:]) {
    self.values = values
  }

  /// These values, overridden by `other`'s.
  func merging(_ other: [String: Int]) -> [String: Int] {
    values.merging(other) { _, new in new }
  }

  /// The value of a parameter the scenario declares.
  public subscript(name: String) -> Int {
    guard let value = values[name] else { preconditionFailure("undeclared parameter \(name)") }
    return value
  }
}

/// One implementation of a scenario's app, with the verdict it is expected to earn.
///
/// A contestant is defined beside its views (`static let contestant = Contestant(…)`) and
/// registered in its scenario with one line; a package outside the lab registers its own with
/// ``Lab/main(arguments:adding:)``.
public struct Contestant {
  /// How it appears in reports: `school/variant`, e.g. `redux` or `vanilla/dedup`.
  public let name: String
  /// One line on what it is.
  public let summary: String
  /// The verdict its built-in script shows: `correct`, or how it is broken.
  public let expected: Verdict
  /// The files its app is written in, for the code-size table; `nil` when not counted.
  let sources: ContestantSources?
  /// The contestant of its school this one replaces (the view-store store, for the observable
  /// store): reports show the work this one removed. `nil` for most.
  let replaces: (() -> Contestant)?
  /// The sizes it is not run at: the largest value of a parameter it takes, and why.
  let limits: [ContestantLimit]
  /// Creates the contestant's models for the script's parameters and mounts its root view, not
  /// yet rendered.
  public let mount: @MainActor (Parameters) -> Renderer
  /// Where a contestant of another package was made (`file:line:column`), so registering it
  /// again is known for the same one (``isSame(as:)``); `nil` for the lab's own.
  private(set) var origin: String?

  init(
    name: String, summary: String, expected: Verdict, sources: ContestantSources? = nil,
    replaces: (() -> Contestant)? = nil, limits: [ContestantLimit] = [],
    mount: @escaping @MainActor (Parameters) -> Renderer
  ) {
    self.name = name
    self.summary = summary
    self.expected = expected
    self.sources = sources
    self.replaces = replaces
    self.limits = limits
    self.mount = mount
  }

  /// Whether `other` is this contestant made again: made at the same place in another
  /// package's code, with the same name, summary, verdict and limits.
  ///
  /// NB: closures cannot be compared, so the place a contestant is made stands for its `mount`:
  /// a test registering `ReduxBasics.contestant` twice registers the same one, where a
  /// different contestant under a taken name is made elsewhere (or differs in what it says of
  /// itself) and stays an error. One place making two contestants with all of these equal and
  /// different apps would be taken for one.
  func isSame(as other: Contestant) -> Bool {
    origin != nil && origin == other.origin && name == other.name && summary == other.summary
      && expected == other.expected && limits == other.limits
  }

  /// A contestant of another package: its name, what it is, the verdict it expects, the
  /// largest sizes it is run at (none by default), and how to mount its app for a script's
  /// parameters.
  ///
  /// `compare run`, `fuzz` and `bench` leave it out of sizes over one of `limits`, say the
  /// limit's reason, and run the other contestants there:
  ///
  /// ```swift
  /// Contestant(
  ///   name: "slow", summary: "…", expected: .correct,
  ///   limits: [ContestantLimit(parameter: "rows", maximum: 500, reason: "each send … (rows²)")]
  /// ) { parameters in … }
  /// ```
  ///
  /// `fileID`, `line` and `column` are where it is made, taken by default: they tell the same
  /// contestant registered twice from another under its name.
  public init(
    name: String, summary: String, expected: Verdict, limits: [ContestantLimit] = [],
    fileID: String = #fileID, line: Int = #line, column: Int = #column,
    mount: @escaping @MainActor (Parameters) -> Renderer
  ) {
    self.init(
      name: name, summary: summary, expected: expected, sources: nil, limits: limits,
      mount: mount)
    origin = "\(fileID):\(line):\(column)"
  }

  /// A contestant of another package, for a scenario without parameters.
  public init(
    name: String, summary: String, expected: Verdict, fileID: String = #fileID,
    line: Int = #line, column: Int = #column, mount: @escaping @MainActor () -> Renderer
  ) {
    self.init(
      name: name, summary: summary, expected: expected, fileID: fileID, line: line,
      column: column, mount: { _ in mount() })
  }

  /// Why the contestant is not run with `value` for `parameter` (`slow runs at most 500 rows,
  /// not 1,000: …`) and the limit that says so, or `nil` when it is run.
  func refusal(_ parameter: String, _ value: Int) -> (reason: String, limit: ContestantLimit)? {
    guard let limit = limits.first(where: { $0.parameter == parameter }) else { return nil }
    return refusal(by: limit, value).map { ($0, limit) }
  }

  /// Why the contestant is not run with `parameters`, or `nil` when it is; `line` names the
  /// script line whose step reaches a parameter's value, for a value a script grows to rather
  /// than starts at (`not 10,000 (reached at line 3)`).
  func refusal(_ parameters: Parameters, line: (String) -> Int? = { _ in nil }) -> String? {
    for limit in limits {
      if let reason = refusal(by: limit, parameters[limit.parameter], line: line(limit.parameter)) {
        return reason
      }
    }
    return nil
  }

  /// Why `limit` refuses `value` of its parameter, or `nil` when it does not.
  private func refusal(by limit: ContestantLimit, _ value: Int, line: Int? = nil) -> String? {
    guard value > limit.maximum else { return nil }
    let reached = line.map { " (reached at line \($0))" } ?? ""
    return
      "\(name) runs at most \(limit.maximum.grouped) \(limit.parameter), not \(value.grouped)"
      + "\(reached): \(limit.reason)"
  }

  /// A contestant of a scenario without parameters.
  init(
    name: String, summary: String, expected: Verdict, sources: ContestantSources? = nil,
    replaces: (() -> Contestant)? = nil, mount: @escaping @MainActor () -> Renderer
  ) {
    self.init(
      name: name, summary: summary, expected: expected, sources: sources, replaces: replaces,
      mount: { _ in mount() })
  }
}

/// The largest value of a scenario parameter a contestant is run with, and why: a contestant
/// whose turns grow too fast with a size is refused it up front (by `compare run`, the fuzzer
/// and the bench), so the others can run it.
///
/// `compare run` and `compare fuzz` leave the contestant out of a script over the limit with a
/// `not run: slow runs at most 500 rows, not 1,000: <reason>` line, and refuse to run when the
/// contestant is named with `--contestant`; `compare bench` skips its sizes over the limit.
///
/// `compare run`, `compare log` and `Lab.run` check the largest value a script's steps reach
/// (``Script/Peaks``: `scenario list` then `create-10000` reaches 10,000 rows, `not run: … not
/// 10,000 (reached at line 2)`), and the bench the largest size an operation reaches.
///
/// NB: the fuzzer checks the parameters it draws: it draws its steps as it runs, never a bulk
/// verb (``Verb/isBulk``), so a size grows by one a step at most (`add`, `push`).
public nonisolated struct ContestantLimit: Equatable, Sendable {
  /// The name of the scenario parameter limited, as scripts set it: `rows`.
  public let parameter: String
  /// The largest value the contestant is run with; it runs at this value.
  public let maximum: Int
  /// Why it is not run with more, printed after the limit: what grows too fast, and how.
  public let reason: String

  /// A limit of `maximum` on `parameter`, for `reason`:
  /// `ContestantLimit(parameter: "rows", maximum: 500, reason: "each send … (rows²)")`.
  public init(parameter: String, maximum: Int, reason: String) {
    self.parameter = parameter
    self.maximum = maximum
    self.reason = reason
  }
}

/// How a contestant fared on a script.
public enum Verdict: String, Equatable, CaseIterable, Sendable {
  /// Every view matched the reference after every turn.
  case correct
  /// Some view was out of date after some turn.
  case stale
  /// Unbounded re-entrant notification, an update loop, or a loop the model flagged itself (a
  /// store's send whose observers keep sending) was detected and stopped.
  case loop
  /// A step, or the first render, ran over the time limit (`--step-limit`) and was stopped: a
  /// slow contestant, not a loop.
  case timeout
}

/// Every scenario the lab knows, in the order they are listed.
enum Scenarios {
  /// The lab's own scenarios, each registered here with one line.
  static let builtIn: [Scenario] = [
    BasicsScenario.scenario, FavoritesScenario.scenario, OptionalScenario.scenario,
    EnumScenario.scenario, ListScenario.scenario, TodosScenario.scenario,
    SiblingsScenario.scenario, StackScenario.scenario, ChainScenario.scenario,
  ]

  /// Every scenario, with the contestants registered from outside the lab after its own.
  private(set) static var all: [Scenario] = builtIn

  /// Adds each list of contestants to the scenario it is paired with, after the ones it has; a
  /// contestant it already has (``Contestant/isSame(as:)``) is not added again.
  ///
  /// Every key must be a scenario's name: ``Lab/register(_:)`` checks them first.
  ///
  /// - Returns: the first scenario, in the order given, with a contestant named like another of
  ///   its own, and the names given for it that clash (not those skipped as already there); then
  ///   it adds nothing. `nil` when all were added.
  static func register(
    _ contestants: [(key: String, value: [Contestant])]
  ) -> (scenario: String, clashing: [String])? {
    var scenarios = all
    for (name, given) in contestants {
      guard let index = scenarios.firstIndex(where: { $0.name == name }) else {
        preconditionFailure("Lab.register checks the scenario names first")
      }
      let had = scenarios[index].contestants
      let added = given.filter { new in !had.contains { $0.isSame(as: new) } }
      let names = had.map(\.name) + added.map(\.name)
      let clashing = added.map(\.name).filter { name in names.count { $0 == name } > 1 }
      guard clashing.isEmpty else { return (name, clashing) }
      scenarios[index].contestants += added
    }
    all = scenarios
    return nil
  }

  /// Runs `body`, then puts every scenario back as it was, without the contestants `body`
  /// registered: for a test of registration, which must not leave them to the tests after it.
  /// (`body` is synchronous and on the main actor, so no other test runs while they are in.)
  static func restoring<Result>(_ body: () throws -> Result) rethrows -> Result {
    let saved = all
    defer { all = saved }
    return try body()
  }
}
