import Instrumentation
import Testing

@testable import ArchitectureLab

/// A basics contestant whose model finds a loop of its own on `+` and flags it, as the store does
/// for a send whose observers keep sending (``NotificationDepth/flagLoop(_:)``).
private enum SelfFlaggedLoop {
  struct CounterView: LabView {
    func body(_ content: inout ViewContent) {
      content.text("Count: 0")
      content.button("-") {}
      content.button("+") { NotificationDepth.flagLoop("the model's own loop, found by itself") }
      content.button("Reset") {}
    }
  }

  static let contestant = Contestant(
    name: "test/self-flagged", summary: "flags a loop on +", expected: .loop,
    mount: { Renderer(root: CounterView()) })
}

@Suite("A loop a model flags")
struct FlaggedLoopTests {
  @Test("a loop a model flags itself stops the run with the model's own words")
  func flaggedLoopIsReportedInItsWords() throws {
    let parsed = try ScriptParser.parse(
      "scenario basics\nincrement\nincrement", file: "t.lab", scenarios: Scenarios.all)
    let result = try #require(
      try Runner.run(parsed, contestants: [SelfFlaggedLoop.contestant]).first)
    #expect(result.verdict == .loop)
    #expect(result.stop?.step == 1)
    #expect(result.stop?.reason == "the model's own loop, found by itself")
    // NB: the next turn starts clean: a refused delivery would be named as before.
    NotificationDepth.reset()
    #expect(NotificationDepth.flaggedLoop == nil)
  }
}
