import Foundation
import StoreModels
import Testing

@testable import ArchitectureLab

/// The library's 1.4.0 recordings, played on the `iOS 16` screens as 1.4.0 wrote them at
/// 1.4.0's rules, whose scoped stores were pushed their state (docs/fidelity.md, "Before 1.5").
@Suite("compare conformance --tag 1.4.0")
struct Release1_4ConformanceTests {
  /// Two steps are declared (KnownDifference+Release1_4.swift): the sheet's dismissal, where
  /// the lab releases three stores the recording still holds.
  @Test("at 1.4.0 every step matches but the sheet's two dismissals")
  func passes() {
    let outcome = CompareCommand.run(["conformance", "--tag", "1.4.0"])
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        "\nlegacy (iOS 16): 27 of 29 steps match, 2 known differences (2 deinits-only, "
          + "0 whole-step).\n"))
    #expect(
      SuiteTag.v1_4_0.knownDifferences.map { "\($0.test) \($0.step) \($0.scope)" } == [
        "testOptional 3 deinits", "testOptional_ObserveChildCount 4 deinits",
      ])
  }

  @Test("every test of 1.4.0's seven files is played, on the iOS 16 screens as 1.4.0 wrote them")
  func everyTestPlayed() {
    #expect(SuiteTag.v1_4_0.notPlayed.isEmpty)
    let played = SuiteTag.v1_4_0.tests
    #expect(played.count == 19)
    #expect(played.allSatisfy { $0.tag == .v1_4_0 && $0.variant == .legacy })
    #expect(Set(played.map(\.group)) == Set(SuiteTest.Variant.legacy.groups))
    let results = played.map { SuiteRunner.run($0) }
    #expect(results.allSatisfy { $0.problems.isEmpty })
    #expect(results.reduce(0) { $0 + $1.steps.count } == 29)
  }

  /// The README, fidelity.md and design.md quote the tally; it is computed here, so a step that
  /// moves makes them wrong only until this test runs.
  @Test("the docs' tally of the 1.4.0 steps is the one the playback gives")
  func docsQuoteTheTally() throws {
    let steps = SuiteTag.v1_4_0.tests.flatMap { test in
      SuiteRunner.run(test).steps.map { (test, $0) }
    }
    let matched = steps.count { $0.1.matchesAll }
    let declared = steps.count { KnownDifference.of($0.0, step: $0.1.index) != nil }
    #expect(matched + declared == steps.count)
    func flat(_ path: String) throws -> String {
      try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8).flowing
    }
    let all = steps.count
    #expect(
      try flat("README.md").contains(
        "\(matched) of \(all) steps match line for line, \(declared) are declared"))
    #expect(
      try flat("docs/fidelity.md").contains("\(matched) of the \(all) steps match every line"))
    #expect(
      try flat("docs/design.md").contains("match in \(matched) of \(all) steps line for line"))
  }

  /// `OptionalTests.testBasics`' Toggle, as the survey explained it line by line: the root
  /// sends, so both its children take the new state (the view state's store and the
  /// presentation's); the presentation changed, so the presented value's store and the
  /// `IfLetStore`'s two below it take it too. The parent's and the `IfLetStore`'s
  /// `WithViewStore`s run, and the content scopes the counter's stores anew.
  @Test("Optional's Toggle: the lab's lines are the recording's, pushes and all")
  func optionalToggle() throws {
    let test = try #require(
      SuiteTag.v1_4_0.tests.first { $0.group == .optional && $0.name == "testBasics" })
    let step = try #require(SuiteRunner.run(test).steps.first)
    #expect(
      step.lab == [
        "BasicsView.body",
        "OptionalView.body",
        "PresentationStoreOf<BasicsView.Feature>.scope",
        "StoreOf<BasicsView.Feature>.init",
        "StoreOf<BasicsView.Feature>.init",
        "StoreOf<BasicsView.Feature?>.init",
        "StoreOf<BasicsView.Feature?>.scope",
        "StoreOf<BasicsView.Feature?>.scope",
        "StoreOf<OptionalView.Feature>.scope",
        "StoreOf<OptionalView.Feature>.scope",
        "ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit",
        "ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init",
        "ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit",
        "ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init",
        "ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit",
        "ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init",
        "ViewStoreOf<BasicsView.Feature>.init",
        "WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body",
        "WithViewStoreOf<BasicsView.Feature>.body",
        "WithViewStoreOf<BasicsView.Feature?>.body",
      ])
    #expect(step.matchesAll)
  }

  /// Played at 1.7.0's rules, under which a scoped store derives its state, the same screens
  /// log every line but the pushes: the pushes are the rule's alone.
  @Test("at rules that derive scoped state, the 1.4.0 screens lose their pushes and nothing else")
  func derivedStateDropsOnlyThePushes() {
    for test in SuiteTag.v1_4_0.tests {
      var derived = StoreRules.release1_4
      derived.scopedState = .derived
      let pushed = SuiteRunner.run(test).steps
      let without = SuiteRunner.run(test, rules: derived).steps
      #expect(pushed.count == without.count)
      for (a, b) in zip(pushed, without) {
        #expect(a.lab.filter { SuiteLine($0) != .statePush } == b.lab, "\(test.name) \(a.index)")
        #expect(b.lab.allSatisfy { SuiteLine($0) != .statePush })
      }
    }
  }
}
