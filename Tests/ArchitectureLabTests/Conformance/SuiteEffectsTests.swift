import Testing

@testable import ArchitectureLab

/// The effects the suite's features would run, queued while a test plays and drained after each
/// tap (``SuiteEffects``).
@Suite("Integration suite, effects")
struct SuiteEffectsTests {
  @Test("queued sends are made in order, each followed by a render; one queued by a send too")
  func drainOrder() {
    var made: [String] = []
    SuiteEffects.collecting {
      SuiteEffects.schedule {
        made.append("first")
        SuiteEffects.schedule { made.append("queued by first") }
      }
      SuiteEffects.schedule { made.append("second") }
      SuiteEffects.drain { made.append("render") }
    }
    #expect(made == ["first", "render", "second", "render", "queued by first", "render"])
  }

  @Test("a queue is a test's own: what a nested one leaves is not drained by the outer one")
  func queuesAreScoped() {
    var made: [String] = []
    SuiteEffects.collecting {
      SuiteEffects.schedule { made.append("outer") }
      SuiteEffects.collecting {
        SuiteEffects.schedule { made.append("inner, never drained") }
      }
      SuiteEffects.drain {}
    }
    #expect(made == ["outer"])
  }

  @Test(
    "a pushed counter's Dismiss pops its screen, as the library's stack reducer does",
    arguments: [SuiteTest.Variant.observation, .legacy])
  func pushedCounterDismisses(variant: SuiteTest.Variant) {
    let test = SuiteTest(
      group: .navigation, variant: variant, name: "pushedCounterDismisses",
      commands: [
        .tap("Push feature", .only),
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .tap("Dismiss", .only),
        .expectText("1", exists: false),
        .tap("Push feature", .only),
        .expectText("0", exists: true),
      ])
    #expect(SuiteRunner.run(test).problems == [])
  }

  @Test("a counter's Dismiss is two turns: the presenter runs in each (rule 13)")
  func dismissIsTwoTurns() throws {
    let test = try #require(
      SuiteTest.all.first {
        $0.group == .newPresentsOld && $0.name == "testDismissChild_NotObservingChildCount"
      })
    let step = try #require(SuiteRunner.run(test).steps.first)
    #expect(step.lab.count { $0 == "NewPresentsOldTestCase.body" } == 2)
    #expect(step.recorded.count { $0 == "NewPresentsOldTestCase.body" } == 2)
  }
}
