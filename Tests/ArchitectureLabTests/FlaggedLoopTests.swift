import Instrumentation
import Testing

@testable import ArchitectureLab

/// A basics contestant whose model finds a loop of its own on `+` and flags it, as the store does
/// for a send whose observers keep sending (``NotificationDepth/flagLoop(_:)``); with
/// `refusedFirst`, a delivery is refused as a loop earlier in the same tap, and with
/// `refusedAfter`, later.
private enum SelfFlaggedLoop {
  enum Order {
    case flagOnly, refusedFirst, refusedAfter
  }

  struct CounterView: LabView {
    let order: Order

    func body(_ content: inout ViewContent) {
      content.text("Count: 0")
      content.button("-") {}
      content.button("+") {
        // NB: an echo of an echo is refused: `enter` flags the loop and returns false.
        if order == .refusedFirst { _ = NotificationDepth.enter(echoes: 2) }
        NotificationDepth.flagLoop("the model's own loop, found by itself")
        if order == .refusedAfter { _ = NotificationDepth.enter(echoes: 2) }
      }
      content.button("Reset") {}
    }
  }

  static func contestant(_ order: Order) -> Contestant {
    Contestant(
      name: "test/self-flagged", summary: "flags a loop on +", expected: .loop,
      mount: { Renderer(root: CounterView(order: order)) })
  }
}

@Suite("A loop a model flags")
struct FlaggedLoopTests {
  /// The reason the run of two increments stopped with, and at which step.
  private func stop(_ order: SelfFlaggedLoop.Order) throws -> (step: Int?, reason: String?) {
    let parsed = try ScriptParser.parse(
      "scenario basics\nincrement\nincrement", file: "t.lab", scenarios: Scenarios.all)
    let result = try #require(
      try Runner.run(parsed, contestants: [SelfFlaggedLoop.contestant(order)]).first)
    #expect(result.verdict == .loop)
    return (result.stop?.step, result.stop?.reason)
  }

  @Test("a loop a model flags itself stops the run with the model's own words")
  func flaggedLoopIsReportedInItsWords() throws {
    let flagged = try stop(.flagOnly)
    #expect(flagged.step == 1)
    #expect(flagged.reason == "the model's own loop, found by itself")
  }

  @Test("the turn's first loop names it: a refused delivery before the flag, the flag before one")
  func firstLoopNamesTheTurn() throws {
    #expect(try stop(.refusedFirst).reason == "unbounded re-entrant notification")
    #expect(try stop(.refusedAfter).reason == "the model's own loop, found by itself")
  }

  @Test("reset forgets the flag's words with the loop")
  func resetForgetsTheWords() {
    NotificationDepth.flagLoop("a loop")
    #expect(NotificationDepth.flaggedLoop == "a loop")
    NotificationDepth.reset()
    #expect(!NotificationDepth.loopDetected)
    #expect(NotificationDepth.flaggedLoop == nil)
  }
}
