import Instrumentation
import Testing

@testable import Compare

/// Parses `text` as a script named `test.lab`.
func script(_ text: String) throws -> Script {
  try ScriptParser.parse(text, file: "test.lab", scenarios: Scenarios.all)
}

/// Runs a script on one named contestant of its scenario.
func run(_ text: String, contestant name: String) throws -> ContestantResult {
  let parsed = try script(text)
  let contestant = try #require(parsed.scenario.contestants.first { $0.name == name })
  return try #require(try Runner.run(parsed, contestants: [contestant]).first)
}

/// The inline event log of one step of a script on one contestant.
func stepLog(_ text: String, contestant: String, step: Int) throws -> String {
  try run(text, contestant: contestant).steps[step].log
}

/// Checks the results of a built-in script run on every contestant: each correct and leak-free,
/// and the ones named in `atTheFloor` (and only those) with no render above the oracle's floor.
func expectCorrect(
  _ results: [ContestantResult], atTheFloor: Set<String>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for result in results {
    let name = result.contestant.name
    #expect(result.verdict == .correct, "\(name)", sourceLocation: sourceLocation)
    #expect(result.leaked == [], "\(name)", sourceLocation: sourceLocation)
    #expect(
      (result.totals.wasted == 0) == atTheFloor.contains(name), "\(name)",
      sourceLocation: sourceLocation)
  }
}
