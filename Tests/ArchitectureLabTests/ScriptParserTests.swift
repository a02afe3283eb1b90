import Testing

@testable import ArchitectureLab

nonisolated private let allScenarios =
  "basics, favorites, optional, enum, list, todos, siblings, stack, chain"

@Suite("Script language")
struct ScriptParserTests {
  @Test("comments, blank lines and repeat expand to located steps")
  func parsesSteps() throws {
    let parsed = try script(
      "# a comment\n\nscenario favorites  # trailing\nrepeat 2 increment\nremove-favorite 3")
    #expect(parsed.scenario.name == "favorites")
    #expect(
      parsed.steps.map(\.text) == [
        "repeat 2 increment [1/2]", "repeat 2 increment [2/2]", "remove-favorite 3",
      ])
    #expect(parsed.steps.map(\.line) == [4, 4, 5])
    #expect(parsed.steps.map(\.column) == [10, 10, 1])
    #expect(parsed.steps[2].tap == Tap(target: .row("FavoriteRow", id: 3), label: "Remove"))
  }

  /// A long script takes seconds to check before it runs: the parser says how far it got, every
  /// ``ScriptParser/linesPerProgress`` lines (`run` shows it every two seconds).
  @Test("checking a long script reports the line reached every 65,536 lines")
  func longScriptReportsProgress() throws {
    let text = "scenario basics\n" + String(repeating: "increment\n", count: 140_000)
    var reached: [Int] = []
    let parsed = try ScriptParser.parse(text, file: "long.lab", scenarios: Scenarios.all) {
      reached.append($0)
    }
    #expect(reached == [65_536, 131_072])
    #expect(parsed.steps.count == 140_000)
  }

  @Test(
    "malformed scripts are reported with file, line, column and a hint",
    arguments: [
      (
        "scenario favorites\nincrement\nsav", 3, 1,
        "unknown verb 'sav' for scenario favorites; did you mean 'save'?"
      ),
      ("scenario favourites", 1, 10, "unknown scenario 'favourites'; did you mean 'favorites'?"),
      // A newcomer's review, finding 5: a name typed in capitals finds its lower-case match.
      (
        "scenario basics\nRESET", 2, 1,
        "unknown verb 'RESET' for scenario basics; did you mean 'reset'?"
      ),
      ("scenario FAVORITES", 1, 10, "unknown scenario 'FAVORITES'; did you mean 'favorites'?"),
      (
        "scenaro basics", 1, 1,
        "expected 'scenario NAME' before the first step; did you mean 'scenario'? (scenarios: {scenarios})"
      ),
      (
        "# only a comment\n", 2, 1,
        "expected 'scenario NAME' as the first line (scenarios: {scenarios})"
      ),
      ("scenario basics\nincrement 2", 2, 11, "unexpected '2': 'increment' takes no arguments"),
      (
        "scenario favorites\nremove-favorite", 2, 17,
        "expected the number (N) after 'remove-favorite': remove-favorite N"
      ),
      (
        "scenario favorites\nremove-favorite x", 2, 17,
        "the number (N) for 'remove-favorite' must be a whole number, got 'x'"
      ),
      (
        "scenario basics\nrepeat 0 increment", 2, 8,
        "expected a repeat count (a positive integer) after 'repeat'"
      ),
      (
        "scenario basics\nrepeat 9999999 increment", 2, 8,
        "repeat count 9999999 is too large (at most 1000000)"
      ),
      (
        "scenario basics\nscenario favorites", 2, 1,
        "the scenario is already basics; a script runs one scenario"
      ),
    ])
  func reportsErrors(text: String, line: Int, column: Int, message: String) {
    // NB: `{scenarios}` stands for the list of every scenario, which grows as scenarios are added.
    let names = Scenarios.all.map(\.name).joined(separator: ", ")
    let message = message.replacing("{scenarios}", with: names)
    #expect(throws: ScriptError(file: "test.lab", line: line, column: column, message: message)) {
      try script(text)
    }
  }

  @Test("a script error exits with status 2 and prints the location on standard error only")
  func commandExitStatus() {
    let outcome = CompareCommand.run(["run", "bad.lab"]) { _ in "scenario basics\n\n  incremnt\n" }
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors
        == "bad.lab:3:3: error: unknown verb 'incremnt' for scenario basics; did you mean 'increment'?\n"
    )
  }

  @Test(
    "a misspelt 'scenario' or 'repeat' gets the hint whatever its case, as every other name does"
  )
  func keywordHints() {
    func error(_ text: String) -> String {
      CompareCommand.run(["run", "k.lab"], readFile: { _ in text }, progress: { _ in }).errors
    }
    #expect(
      error("SCENARIO basics").hasPrefix(
        "k.lab:1:1: error: expected 'scenario NAME' before the first step; did you mean 'scenario'?"
      ))
    #expect(
      error("Scenaro basics").hasPrefix(
        "k.lab:1:1: error: expected 'scenario NAME' before the first step; did you mean 'scenario'?"
      ))
    #expect(
      error("scenario basics\nrepaet 3 increment")
        == "k.lab:2:1: error: unknown verb 'repaet' for scenario basics; did you mean 'repeat'?\n")
  }

  @Test("a title ends before its comment, the spaces on either side of it trimmed")
  func titleBeforeComment() throws {
    let parsed = try script("scenario todos\nadd\nrename 0   Fix issue \t #12")
    #expect(
      parsed.steps.map(\.tap).last
        == Tap(target: .position("TodoRow", 0), label: "Title", text: "Fix issue"))
  }

  @Test("a todo's title may hold any letter, accent or joined emoji, shown as typed")
  func titleOfAnyScript() {
    let outcome = CompareCommand.run(
      ["log", "t.lab", "--contestant", "vanilla"],
      readFile: { _ in "scenario todos\nadd\nrename 0 Family 👨‍👩‍👧 café 東京" }, progress: { _ in })
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("step 2: rename 0 Family 👨‍👩‍👧 café 東京\n"))
  }

  @Test("the stack's reference pops nothing from an empty stack, as every model does")
  func referencePopsNothingWhenEmpty() {
    var reference = StackReference(size: 1)
    reference.apply(.pop)
    reference.apply(.pop)
    #expect(reference.screens.isEmpty)
    reference.apply(.push)
    #expect(reference.screens.map(\.id) == [2])
  }

  @Test("unknown commands and options are usage errors with status 2")
  func usageErrors() {
    let unknown = CompareCommand.run(["lst"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors.hasPrefix(
        "error: unknown command 'lst'; did you mean 'list'?\n\nusage: compare"))
    let option = CompareCommand.run(["run", "basics", "--fast"])
    #expect(option.status == 2)
    #expect(option.errors.hasPrefix("error: unknown option '--fast'"))
    let contestant = CompareCommand.run(["log", "basics", "--contestant", "stor"])
    #expect(contestant.status == 2)
    #expect(
      contestant.errors.hasPrefix(
        "error: no contestant 'stor' for scenario basics; did you mean 'store'?"))
  }
}

@Suite("Scenario parameters")
struct ScenarioParameterTests {
  @Test(
    "a parameter on the scenario line sets the starting state of the reference and every contestant"
  )
  func listRows() throws {
    let parsed = try script("scenario list rows 5\nincrement 4\nremove 0\nincrement 0")
    #expect(parsed.parameters["rows"] == 5)
    let results = try Runner.run(parsed, contestants: parsed.scenario.contestants)
    #expect(results.allSatisfy { $0.verdict == .correct }, "\(results.map(\.contestant.name))")
    // Mount: the list, two sections and five rows (8). Row #5 changes (1). Removing #1 moves #4
    // up into "Top picks" (inserted there) and changes both sections' rows (3). #2 is first now:
    // its count and the list's "First:" change (2).
    #expect(results[0].steps.map(\.floor) == [8, 1, 3, 2])
  }

  @Test("an unset parameter takes its default")
  func defaults() throws {
    #expect(try script("scenario list").parameters["rows"] == 0)
  }
}
