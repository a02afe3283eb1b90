import ArchitectureLab
import ReduxViews
import Testing

/// The Redux school on the lab's built-in scripts: the verdict it declares, and nothing leaked.
@Suite("Redux on the built-in scripts")
struct ReduxBuiltInScriptTests {
  init() throws {
    // Registering the same contestants again (each test makes the suite anew) adds nothing.
    try Lab.register(ReduxContestants.all)
  }

  @Test(arguments: ["basics", "favorites", "list", "todos"])
  func builtInScript(scenario: String) throws {
    let description = try #require(Lab.scenarios.first { $0.name == scenario })
    let script = try #require(description.scripts.first)
    let run = try #require(try Lab.run(script: script.text, contestants: ["redux"]).first)
    #expect(run.verdict == .correct)
    #expect(run.leaked == [])
  }
}
