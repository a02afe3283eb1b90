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

/// Checks the results of a built-in script run on all four contestants: each correct and
/// leak-free, and all but `store/legacy` at the floor. The legacy store re-creates stores below a
/// parent that re-renders, above the floor by design (see `LegacyStoreTests`).
func expectCorrectAndAtFloorButLegacy(
  _ results: [ContestantResult], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    results.map(\.contestant.name) == ["vanilla", "observation", "store/legacy", "store"],
    sourceLocation: sourceLocation)
  for result in results {
    #expect(result.verdict == .correct, "\(result.contestant.name)", sourceLocation: sourceLocation)
    #expect(result.leaked == [], "\(result.contestant.name)", sourceLocation: sourceLocation)
    if result.contestant.name != "store/legacy" {
      #expect(
        result.totals.wasted == 0, "\(result.contestant.name)", sourceLocation: sourceLocation)
    }
  }
}
