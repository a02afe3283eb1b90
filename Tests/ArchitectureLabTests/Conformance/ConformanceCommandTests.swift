import Foundation
import StoreModels
import Testing

@testable import ArchitectureLab

/// `compare conformance` as a whole: what it covers, when it passes, and its report formats.
@Suite("compare conformance")
struct ConformanceCommandTests {
  /// The seven screens' test files at tag 1.7.0, in both variants, and the five mixed screens'
  /// (`iOS 16+17`): every `func test…` that calls `assertLogs` (the iOS 17 `Basics`
  /// screen's four, the iOS 16 one's one, …).
  @Test("it replays every test that asserts logs of the screens it mirrors, in every variant")
  func coverage() {
    let counts = Dictionary(grouping: SuiteTest.all) {
      "\($0.variant.rawValue) \($0.group.rawValue)"
    }
    .mapValues(\.count)
    #expect(
      counts == [
        "observation basics": 4, "observation enum": 4, "observation optional": 2,
        "observation presentation": 2, "observation identifiedList": 3,
        "observation navigation": 2, "observation siblings": 4,
        "legacy basics": 1, "legacy enum": 5, "legacy optional": 2, "legacy presentation": 2,
        "legacy identifiedList": 3, "legacy navigation": 2, "legacy siblings": 4,
        "mixed newContainsOld": 4, "mixed newOldSiblings": 3, "mixed newPresentsOld": 8,
        "mixed oldContainsNew": 4, "mixed oldPresentsNew": 8,
      ])
    let steps = SuiteTest.all.map { test in
      test.commands.count { if case .assertLogs = $0 { true } else { false } }
    }
    #expect(steps.reduce(0, +) == 93)
  }

  /// The stores play the recordings at 1.7.0's rules: every iOS 17 and iOS 16 step matches. The
  /// known differences are KnownDifference.all's, on iOS 16+17: three steps with one more
  /// `WithViewStore` body and seven of the presenting screens'.
  /// Then the suite is played at `store`'s rules, and the steps they move are listed, as
  /// computed: five its eviction moves, two its silent equal assignment does, thirteen its
  /// cached presentation store (two of them the equal assignment's too).
  @Test("it exits 0: every step matches but the known differences; store's rules move 18")
  func passes() throws {
    let outcome = CompareCommand.run(["conformance"])
    #expect(outcome.status == 0)
    #expect(
      outcome.output.hasSuffix(
        """
        observation (iOS 17): 34 of 34 steps match.
        legacy (iOS 16): 29 of 29 steps match.
        mixed (iOS 16+17): 20 of 30 steps match, 10 known differences (3 deinits-only, 7 whole-step).

        Played again at store's rules (StoreRules.lab): 18 of 93 steps log other lines than at
          1.7.0's, the recordings' (so none is a mismatch). Each rule alone: a child store released
          when its state goes (1.21) moves 5; assigning a field its own value notifies nobody (1.22)
          moves 2; a plain enum payload compared by value (no release) moves 0; a sheet's
          presentation store cached (1.9.3) moves 13; a send reduces in place, then checks the
          stores it may have changed (no release) moves 0. Already at 1.7.0's rules: a scoped store
          derives its state through its parent (1.5.6). The steps:
          observation · enum · testToggle1On_Toggle1Off 1. Toggle feature 1 off
             only at 1.7.0's rules: nothing
             only at store's rules: StoreOf<ObservableBasicsView.Feature>.deinit, StoreOf<ObservableEnumView.Feature.Destination>.deinit
          observation · enum · testToggle1On_Toggle2On 1. Toggle feature 2 on
             only at 1.7.0's rules: nothing
             only at store's rules: StoreOf<ObservableBasicsView.Feature>.deinit
          observation · enum · testDismiss 1. Dismiss
             only at 1.7.0's rules: nothing
             only at store's rules: StoreOf<ObservableBasicsView.Feature>.deinit, StoreOf<ObservableEnumView.Feature.Destination>.deinit
          observation · presentation · testOptional 3. Dismiss
             only at 1.7.0's rules: nothing
             only at store's rules: StoreOf<ObservableBasicsView.Feature>.deinit
          observation · presentation · testOptional_ObserveChildCount 4. Dismiss
             only at 1.7.0's rules: nothing
             only at store's rules: StoreOf<ObservableBasicsView.Feature>.deinit
          legacy · presentation · testOptional 3. Dismiss
             only at 1.7.0's rules: StoreOf<BasicsView.Feature>.deinit, StoreOf<BasicsView.Feature?>.deinit ×2
             only at store's rules: nothing
          legacy · presentation · testOptional_ObserveChildCount 4. Dismiss
             only at 1.7.0's rules: StoreOf<BasicsView.Feature>.deinit, StoreOf<BasicsView.Feature?>.deinit ×2
             only at store's rules: nothing
          mixed · newPresentsOld · testBasics 1. Increment
             only at 1.7.0's rules: PresentationStoreOf<BasicsView.Feature>.deinit, PresentationStoreOf<BasicsView.Feature>.init, StoreOf<BasicsView.Feature?>.deinit, StoreOf<BasicsView.Feature?>.init
             only at store's rules: nothing
          mixed · newPresentsOld · testPresentChild_NotObservingChildCount 1. Present child
             only at 1.7.0's rules: PresentationStoreOf<BasicsView.Feature>.deinit, PresentationStoreOf<BasicsView.Feature>.init, StoreOf<BasicsView.Feature?>.deinit, StoreOf<BasicsView.Feature?>.init
             only at store's rules: nothing
          mixed · newPresentsOld · testDismissChild_NotObservingChildCount 1. Dismiss
             only at 1.7.0's rules: BasicsView.body ×2, NewPresentsOldTestCase.body, PresentationStoreOf<BasicsView.Feature>.deinit ×3, PresentationStoreOf<BasicsView.Feature>.init ×3, StoreOf<BasicsView.Feature>.deinit ×8, StoreOf<BasicsView.Feature>.init ×7, StoreOf<BasicsView.Feature?>.deinit ×10, StoreOf<BasicsView.Feature?>.init ×8, ViewPresentationStoreOf<BasicsView.Feature>.deinit, ViewPresentationStoreOf<BasicsView.Feature>.init, ViewStoreOf<BasicsView.Feature>.deinit ×4, ViewStoreOf<BasicsView.Feature>.init ×4, ViewStoreOf<BasicsView.Feature?>.deinit ×4, ViewStoreOf<BasicsView.Feature?>.init ×4, WithViewStoreOf<BasicsView.Feature>.body ×2, WithViewStoreOf<BasicsView.Feature?>.body ×2
             only at store's rules: nothing
          mixed · newPresentsOld · testObserveChildCount 1. Toggle observe child count
             only at 1.7.0's rules: PresentationStoreOf<BasicsView.Feature>.deinit, PresentationStoreOf<BasicsView.Feature>.init, StoreOf<BasicsView.Feature?>.deinit, StoreOf<BasicsView.Feature?>.init
             only at store's rules: nothing
          mixed · newPresentsOld · testPresentChild_ObservingChildCount 1. Present child
             only at 1.7.0's rules: PresentationStoreOf<BasicsView.Feature>.deinit, PresentationStoreOf<BasicsView.Feature>.init, StoreOf<BasicsView.Feature?>.deinit, StoreOf<BasicsView.Feature?>.init
             only at store's rules: nothing
          mixed · newPresentsOld · testIncrementChild_ObservingChildCount 1. Increment
             only at 1.7.0's rules: BasicsView.body, PresentationStoreOf<BasicsView.Feature>.init, StoreOf<BasicsView.Feature>.deinit ×4, StoreOf<BasicsView.Feature>.init ×4, StoreOf<BasicsView.Feature?>.init ×3, ViewStoreOf<BasicsView.Feature>.deinit ×2, ViewStoreOf<BasicsView.Feature>.init ×2, WithViewStoreOf<BasicsView.Feature>.body
             only at store's rules: nothing
          mixed · newPresentsOld · testDismissChild_ObservingChildCount 1. Dismiss
             only at 1.7.0's rules: BasicsView.body ×2, NewPresentsOldTestCase.body, PresentationStoreOf<BasicsView.Feature>.deinit ×3, PresentationStoreOf<BasicsView.Feature>.init ×3, StoreOf<BasicsView.Feature>.deinit ×8, StoreOf<BasicsView.Feature>.init ×7, StoreOf<BasicsView.Feature?>.deinit ×10, StoreOf<BasicsView.Feature?>.init ×8, ViewPresentationStoreOf<BasicsView.Feature>.deinit, ViewPresentationStoreOf<BasicsView.Feature>.init, ViewStoreOf<BasicsView.Feature>.deinit ×4, ViewStoreOf<BasicsView.Feature>.init ×4, ViewStoreOf<BasicsView.Feature?>.deinit ×4, ViewStoreOf<BasicsView.Feature?>.init ×4, WithViewStoreOf<BasicsView.Feature>.body ×2, WithViewStoreOf<BasicsView.Feature?>.body ×2
             only at store's rules: nothing
          mixed · newPresentsOld · testDeinit 1. iOS 16 + 17
             only at 1.7.0's rules: PresentationStoreOf<BasicsView.Feature>.deinit, StoreOf<BasicsView.Feature?>.deinit
             only at store's rules: nothing
          mixed · oldPresentsNew · testDismissChild_NotObservingChildCount 1. Dismiss
             only at 1.7.0's rules: StoreOf<ObservableBasicsView.Feature>.deinit, StoreOf<ObservableBasicsView.Feature?>.deinit ×2
             only at store's rules: nothing
          mixed · oldPresentsNew · testDismissChild_ObservingChildCount 1. Dismiss
             only at 1.7.0's rules: StoreOf<ObservableBasicsView.Feature>.deinit, StoreOf<ObservableBasicsView.Feature?>.deinit ×2
             only at store's rules: nothing
          mixed · oldPresentsNew · testDeinit 1. iOS 16 + 17
             only at 1.7.0's rules: PresentationStoreOf<ObservableBasicsView.Feature>.deinit, StoreOf<ObservableBasicsView.Feature?>.deinit
             only at store's rules: nothing

        """))
  }

  /// Each of 1.7.0's five rules, swapped alone for store's, against the recordings: the cache's
  /// moves the five iOS 17 steps that release a store, the equal assignment's the two mixed
  /// dismissals that write a plain child back unchanged, the sheet's cached presentation store
  /// (1.9.3) every step that makes a `PresentationStore` or lets one go. No recorded step changes
  /// a plain enum payload, so that rule is not pinned by the suite (docs/fidelity.md); and a send
  /// that reduces in place and checks fewer stores moves none, as a rule of cost alone must.
  @Test("of 1.7.0's rules, the cache's, the equal assignment's and the sheet's move recorded lines")
  func eachRuleAlone() {
    let results = SuiteTest.all.map { SuiteRunner.run($0) }
    let swaps = RulesComparison.singleSwaps(to: .lab, from: .release1_7)
    #expect(
      swaps.map(\.rules) == [
        StoreRules(
          goneChild: .evicted, equalAssignment: .notifies, plainPayload: .ignored,
          presentationScope: .uncached, propagation: .everyStore),
        StoreRules(
          goneChild: .kept, equalAssignment: .silent, plainPayload: .ignored,
          presentationScope: .uncached, propagation: .everyStore),
        StoreRules(
          goneChild: .kept, equalAssignment: .notifies, plainPayload: .byValue,
          presentationScope: .uncached, propagation: .everyStore),
        StoreRules(
          goneChild: .kept, equalAssignment: .notifies, plainPayload: .ignored,
          presentationScope: .cached, propagation: .everyStore),
        StoreRules(
          goneChild: .kept, equalAssignment: .notifies, plainPayload: .ignored,
          presentationScope: .uncached, propagation: .changedStores),
      ])
    // NB: 5: the iOS 17 steps that release an evicted store, listed by `passes`; 2: the two
    // mixed dismissals below; 13: every step below.
    let comparison = RulesComparison(results)
    #expect(comparison.eachRule.map(\.moved) == [5, 2, 0, 13, 0])
    // NB: computed by playing, not copied from the swaps: every step the five rules move
    // together is moved by one of them alone, and only the two dismissals by two.
    func names(_ moved: [RulesComparison.Moved]) -> [String] {
      moved.map { "\($0.test.group.rawValue) \($0.test.name) \($0.step)" }
    }
    func moved(_ rules: StoreRules) -> [String] {
      names(RulesComparison(results, against: rules).moved)
    }
    #expect(
      moved(swaps[1].rules) == [
        "newPresentsOld testDismissChild_NotObservingChildCount 1",
        "newPresentsOld testDismissChild_ObservingChildCount 1",
      ])
    // NB: every step that makes a PresentationStore (the sheet's parent runs) or lets one go
    // (the dismissals and the pops), on the three screens that present with one.
    #expect(
      moved(swaps[3].rules) == [
        "presentation testOptional 3", "presentation testOptional_ObserveChildCount 4",
        "newPresentsOld testBasics 1", "newPresentsOld testPresentChild_NotObservingChildCount 1",
        "newPresentsOld testDismissChild_NotObservingChildCount 1",
        "newPresentsOld testObserveChildCount 1",
        "newPresentsOld testPresentChild_ObservingChildCount 1",
        "newPresentsOld testIncrementChild_ObservingChildCount 1",
        "newPresentsOld testDismissChild_ObservingChildCount 1", "newPresentsOld testDeinit 1",
        "oldPresentsNew testDismissChild_NotObservingChildCount 1",
        "oldPresentsNew testDismissChild_ObservingChildCount 1", "oldPresentsNew testDeinit 1",
      ])
    let dismissals = [
      "newPresentsOld testDismissChild_NotObservingChildCount 1",
      "newPresentsOld testDismissChild_ObservingChildCount 1",
    ]
    #expect(
      swaps.flatMap { moved($0.rules) }.sorted()
        == (names(comparison.moved) + dismissals).sorted())
  }

  @Test("the known differences are the ones listed, each names a step that exists, none is stale")
  func knownDifferences() {
    // NB: a whole step excused hides every kind of line; each is listed by name, as are the
    // releases' differences, each for a cause of its own.
    func named(_ scope: (KnownDifference.Scope) -> Bool) -> [String] {
      KnownDifference.all.filter { scope($0.scope) }.map {
        "\($0.variant.rawValue) \($0.group.rawValue) \($0.test) \($0.step)"
      }
    }
    #expect(
      named { $0 == .step } == [
        "mixed newContainsOld testIncrementChild_ObservingChildCount 1",
        "mixed oldContainsNew testIncrementDecrement 2",
        "mixed oldContainsNew testIncrementChild_ObservingChildCount 1",
        "mixed newPresentsOld testPresentChild_NotObservingChildCount 1",
        "mixed newPresentsOld testPresentChild_ObservingChildCount 1",
        "mixed newPresentsOld testIncrementChild_ObservingChildCount 1",
        "mixed newPresentsOld testDeinit 1",
      ])
    #expect(
      named { $0 != .step } == [
        "mixed newPresentsOld testDismissChild_NotObservingChildCount 1",
        "mixed newPresentsOld testDismissChild_ObservingChildCount 1",
        "mixed oldPresentsNew testDismissChild_NotObservingChildCount 1",
      ])
    expectDeclared(KnownDifference.all, at: .v1_7_0)
  }

  @Test("a step whose lines differ from the recording is a mismatch, and fails the run")
  func mismatchFails() {
    let test = SuiteTest(
      group: .basics, variant: .observation, name: "testMadeUp",
      commands: [.tap("Increment", .only), .assertLogs("ObservableBasicsView.body\nSomeView.body")])
    let result = SuiteRunner.run(test)
    #expect(ConformanceReport.verdict(result.steps[0], of: test) == .mismatch)
    #expect(!ConformanceReport.passes([result]))
    #expect(
      ConformanceReport.text([result]).contains(
        "recorded only: SomeView.body\n     lab only: "))
  }

  /// Deinits are compared like every other kind of line; a difference declared for a step's
  /// deinits excuses them alone.
  @Test("a deinits-only known difference excuses a deinit that differs, and nothing else")
  func deinitDifferenceExcusesDeinitsOnly() throws {
    let test = try #require(
      SuiteTest.all.first {
        $0.variant == .mixed && $0.group == .oldPresentsNew
          && $0.name == "testDismissChild_NotObservingChildCount"
      })
    let known = try #require(KnownDifference.of(test, step: 1))
    let recorded = try #require(SuiteRunner.run(test).steps.first).recorded
    func verdict(lab: [String]) -> ConformanceReport.Verdict {
      let step = SuiteRunner.Step(
        index: 1, action: "Dismiss", recorded: recorded, lab: lab.sorted())
      return ConformanceReport.verdict(step, of: test)
    }
    let declared = known.labOnly.sorted { $0.key < $1.key }.flatMap {
      Array(repeating: $0.key, count: $0.value)
    }
    // NB: the dismissed sheet's stores: 1 + 4 stores and a view store.
    #expect(declared.count == 6)
    #expect(verdict(lab: recorded + declared) == .known)
    #expect(verdict(lab: recorded) == .unexpectedMatch)
    // NB: the cause explains the lines it names: one of them fewer, or one more, is a mismatch.
    #expect(verdict(lab: recorded + declared.dropFirst()) == .mismatch)
    #expect(verdict(lab: recorded + declared + ["StoreOf<Other>.deinit"]) == .mismatch)
    #expect(verdict(lab: recorded.dropFirst() + declared) == .mismatch)
    // NB: a step with nothing declared fails on a release alone.
    let basics = try #require(SuiteTest.all.first { $0.group == .basics })
    let step = SuiteRunner.Step(
      index: 1, action: "Increment", recorded: ["A.body"], lab: ["A.body", "StoreOf<A>.deinit"])
    #expect(ConformanceReport.verdict(step, of: basics) == .mismatch)
  }

  /// A whole-step difference names its lines as exactly as the releases' do: a line of any kind
  /// beyond them, or one of them missing, is a mismatch.
  @Test("a known difference of the whole step excuses the lines it names, and nothing else")
  func wholeStepDifferenceExcusesItsLinesOnly() throws {
    let test = try #require(
      SuiteTest.all.first {
        $0.variant == .mixed && $0.group == .newContainsOld
          && $0.name == "testIncrementChild_ObservingChildCount"
      })
    let played = try #require(SuiteRunner.run(test).steps.first)
    func verdict(lab: [String]) -> ConformanceReport.Verdict {
      let step = SuiteRunner.Step(
        index: 1, action: played.action, recorded: played.recorded, lab: lab.sorted())
      return ConformanceReport.verdict(step, of: test)
    }
    #expect(verdict(lab: played.lab) == .known)
    #expect(verdict(lab: played.recorded) == .unexpectedMatch)
    // NB: one of the four named lines made after all, a line of a kind the difference does not
    // name, or a line both sides have missing: each is a mismatch.
    #expect(verdict(lab: played.lab + ["BasicsView.body"]) == .mismatch)
    #expect(verdict(lab: played.lab + ["StoreOf<BasicsView.Feature>.init"]) == .mismatch)
    // NB: the first line, sorted, is one the recording has too.
    let shared = try #require(played.lab.first)
    #expect(played.recorded.contains(shared))
    #expect(verdict(lab: Array(played.lab.dropFirst())) == .mismatch)
  }

  @Test("the report starts with what was recorded and splits the known differences by scope")
  func source() throws {
    let results = SuiteTest.all.map { SuiteRunner.run($0) }
    // NB: 67 tests and 93 steps are the transcribed suite's (docs/fidelity.md, "Method"): every
    // test of the seven screens' folders at 1.7.0 and of the five mixed screens, which the line
    // counts from what was played back.
    let recorded = """
      recorded: pointfreeco/swift-composable-architecture 1.7.0 (30ab89d), \
      Examples/Integration/IntegrationUITests, iOS 16, iOS 16+17 and iOS 17 suites, 67 tests, \
      93 steps; \
      played on the suite's own screens, rebuilt in the lab, their stores at 1.7.0's rules \
      (StoreRules.release1_7, as store/1.7's and store/legacy's)
      """
    // NB: the text wraps it to the width of its other lines; Markdown keeps one line.
    #expect(
      ConformanceReport.text(results).hasPrefix(
        """
        recorded: pointfreeco/swift-composable-architecture 1.7.0 (30ab89d),
          Examples/Integration/IntegrationUITests, iOS 16, iOS 16+17 and iOS 17 suites, 67 tests, 93
          steps; played on the suite's own screens, rebuilt in the lab, their stores at 1.7.0's
          rules (StoreRules.release1_7, as store/1.7's and store/legacy's)

        """))
    #expect(ConformanceReport.markdown(results).hasPrefix(recorded + "\n\n"))
    // NB: counted over the tests replayed.
    let outcome = CompareCommand.run(["conformance", "--group", "enum", "--variant", "legacy"])
    #expect(
      outcome.output.hasPrefix(
        """
        recorded: pointfreeco/swift-composable-architecture 1.7.0 (30ab89d),
          Examples/Integration/IntegrationUITests, iOS 16 suite, 5 tests, 6 steps; played on the
          suite's own screens, rebuilt in the lab, their stores at 1.7.0's rules
          (StoreRules.release1_7, as store/1.7's and store/legacy's)

        """))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(ConformanceReport.json(results).utf8))
        as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 2)
    let source = try #require(json["source"] as? [String: Any])
    #expect(source["commit"] as? String == "30ab89daa4e392ecd2150f737c42dbb2336bbc04")
    #expect(source["tag"] as? String == "1.7.0")
    #expect(source["suites"] as? [String] == ["iOS 16", "iOS 16+17", "iOS 17"])
    #expect(source["tests"] as? Int == 67)
    #expect(source["steps"] as? Int == 93)
    let summary = try #require(json["summary"] as? [[String: Any]])
    #expect(
      summary.map { entry in
        ["variant", "steps", "matched", "knownDeinitsOnly", "knownWholeStep", "mismatched"]
          .map { "\(entry[$0] ?? "-")" }.joined(separator: " ")
      } == ["observation 34 34 0 0 0", "legacy 29 29 0 0 0", "mixed 30 20 3 7 0"])
  }

  @Test("a run of one variant sums up that variant only, not the others as 0 of 0")
  func summaryOfOneVariant() {
    let output = CompareCommand.run(["conformance", "--variant", "mixed"]).output
    #expect(
      output.contains(
        "mixed (iOS 16+17): 20 of 30 steps match, 10 known differences (3 deinits-only, "
          + "7 whole-step)."))
    #expect(!output.contains("observation (iOS 17):"))
    #expect(!output.contains("legacy (iOS 16):"))
    let markdown = CompareCommand.run(["conformance", "--variant", "mixed", "--format", "markdown"])
    #expect(!markdown.output.contains("**observation**"))
    #expect(markdown.output.contains("**mixed** (`iOS 16+17`)"))
    // NB: what the text prints under a step that differs, the markdown lists under its table.
    #expect(
      markdown.output.contains(
        "\n- oldPresentsNew `testDismissChild_NotObservingChildCount` step 1: recorded only: "
          + "nothing; lab only: `StoreOf<ObservableBasicsView.Feature>.deinit`, "
          + "`StoreOf<ObservableBasicsView.Feature?>.deinit` ×4, "
          + "`ViewStoreOf<ObservableBasicsView.Feature?>.deinit`. Known difference: The "
          + "recording releases none of the dismissed sheet's stores;"))
  }

  @Test("docs/report-schema.md documents every field of the conformance JSON, with its type")
  func jsonMatchesSchema() throws {
    let rows = ReportFormatTests.tableRows(try ReportFormatTests.schemaSection("Conformance JSON"))
    // NB: a made-up test with a screen problem, so `problems[]` has a value to check.
    let madeUp = SuiteRunner.run(
      SuiteTest(
        group: .basics, variant: .legacy, name: "testMadeUp",
        commands: [.tap("Reset", .only), .assertLogs("BasicsView.body")]))
    // NB: 1.10.0's iOS 17 folder, played whole, so `source.notPlayed` and
    // `storeRules.sharedRules` have values to check.
    let results = SuiteTag.v1_10_0.tests.filter { $0.variant == .observation }.map {
      SuiteRunner.run($0)
    }
    // NB: no step of the suite logs a line at the tag's rules alone, nor has a problem at store's
    // rules, so one of each is made up as well.
    let comparison = RulesComparison(results)
    let moved = try #require(comparison.moved.first)
    let both = RulesComparison(
      tag: comparison.tag, rules: comparison.rules, steps: comparison.steps,
      moved: comparison.moved + [
        .init(
          test: moved.test, step: moved.step, action: moved.action,
          onlyAtRecordedRules: ["MadeUp.body": 2], onlyAtOtherRules: moved.onlyAtOtherRules)
      ], problems: ["observation enum testMadeUp: no [Made up] button on screen to tap (only)"],
      eachRule: comparison.eachRule)
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ConformanceReport.json(results + [madeUp], comparison: both).utf8))
        as? [String: Any])
    ReportFormatTests.expectDocumented(rows, in: [json])
    /// Every path in `value`, as the table writes them: an array of objects has its elements'
    /// fields as rows, not a row of its own for them.
    func paths(_ value: Any, _ prefix: String) -> [String] {
      if let object = value as? [String: Any] {
        return object.flatMap { key, child in
          let path = prefix.isEmpty ? key : "\(prefix).\(key)"
          return [path] + paths(child, path)
        }
      }
      if let array = value as? [Any] {
        return array.flatMap { element in
          (element is [String: Any] ? [] : ["\(prefix)[]"]) + paths(element, "\(prefix)[]")
        }
      }
      return []
    }
    #expect(Set(paths(json, "")) == Set(rows.map(\.0)), "every field is documented")
  }

  @Test("a tap on a button that is not on screen, or a text that is not shown, is a problem")
  func screenProblems() {
    let test = SuiteTest(
      group: .basics, variant: .legacy, name: "testMadeUp",
      commands: [.tap("Reset", .only), .expectText("7", exists: true)])
    let result = SuiteRunner.run(test)
    #expect(
      result.problems == [
        "no [Reset] button on screen to tap (only)",
        "after Reset: expected \"7\" on screen",
      ])
    #expect(!ConformanceReport.passes([result]))
  }

  /// XCUITest's `buttons["Label"]` fails the test unless exactly one element matches.
  @Test("a tap by label alone needs exactly one button it can reach: two are a problem")
  func ambiguousTap() {
    let test = SuiteTest(
      group: .siblings, variant: .observation, name: "testMadeUp",
      commands: [.tap("Increment", .only), .tap("Increment", .first)])
    #expect(
      SuiteRunner.run(test).problems == [
        "2 [Increment] buttons on screen where the tap needs exactly one (only)"
      ])
  }

  /// The top screen of a navigation stack takes the ones below out of the hierarchy: a
  /// `buttons["Push feature"]` finds one, a second `Increment` is out of reach, and the first
  /// screen's count is not found.
  @Test("a pushed screen hides the ones below it: a query finds the top screen's views only")
  func pushedScreenHides() {
    for variant in [SuiteTest.Variant.observation, .legacy] {
      let test = SuiteTest(
        group: .navigation, variant: variant, name: "testMadeUp",
        commands: [
          .tap("Push feature", .only), .tap("Push feature", .only), .tap("Increment", .only),
          .expectText("1", exists: true), .expectText("0", exists: false),
          .tap("Increment", .at(1)),
        ])
      #expect(
        SuiteRunner.run(test).problems == ["no [Increment] button on screen to tap (at(1))"],
        "\(variant)")
    }
  }

  /// A sheet leaves its presenter in the accessibility tree: a query finds the sheet's views
  /// first, then the presenter's, texts and buttons alike.
  @Test("a sheet's views come first, and its presenter's are still found")
  func sheetComesFirst() {
    let test = SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testMadeUp",
      commands: [
        .tap("Toggle observe child count", .only), .tap("Present child", .only),
        .tap("Increment", .only), .tap("Increment", .at(0)),
        .expectText("Child count: 1", exists: true), .tap("Increment", .at(1)),
        .expectText("Child count: 1", exists: true), .expectText("1", exists: true),
        .tap("Increment", .at(2)),
      ])
    // NB: the child's count goes to 1 (the sheet's button, first); the presenter's own count
    // to 1 (its button, second), which leaves the child's count alone.
    #expect(
      SuiteRunner.run(test).problems == [
        "2 [Increment] buttons on screen where the tap needs exactly one (only)",
        "no [Increment] button on screen to tap (at(2))",
      ])
  }

  @Test("--format json has one entry per test and step, with the lines of both sides")
  func json() throws {
    let outcome = CompareCommand.run(["conformance", "--format", "json", "--group", "enum"])
    #expect(outcome.status == 0)
    struct Document: Decodable {
      struct Test: Decodable {
        let group, name, variant: String
        let steps: [Step]
      }
      struct Step: Decodable {
        let action: String
        let recorded, lab: [String]
        let match: Bool
        let verdict: String
        let knownDifference: String?
      }
      let tests: [Test]
    }
    let document = try JSONDecoder().decode(Document.self, from: Data(outcome.output.utf8))
    // NB: `--group enum` selects the enum tests of both variants: 5 legacy (iOS 16), 4 observation.
    #expect(document.tests.count == SuiteTest.all.count { $0.group == .enumeration })
    #expect(document.tests.count == 9)
    let toggle = try #require(
      document.tests.first { $0.name == "testToggle1On_Toggle2On" && $0.variant == "observation" })
    #expect(toggle.group == "enum")
    #expect(toggle.steps.map(\.action) == ["Toggle feature 2 on"])
    // NB: 1.7.0's cache keeps the first feature's store, so neither side releases it.
    #expect(toggle.steps[0].match)
    #expect(toggle.steps[0].verdict == "match")
    #expect(toggle.steps[0].knownDifference == nil)
    #expect(toggle.steps[0].lab == toggle.steps[0].recorded)
    #expect(toggle.steps[0].recorded.filter { $0.hasSuffix(".deinit") }.isEmpty)
    #expect(
      toggle.steps[0].recorded.filter { !$0.hasSuffix(".deinit") } == [
        "ObservableBasicsView.body", "ObservableBasicsView.body", "ObservableEnumView.body",
        "StoreOf<ObservableBasicsView.Feature>.init",
      ])
    // NB: the same case back: SwiftUI showed the views the form kept (rule 14), as the lab does.
    let reshow = try #require(
      document.tests.first { $0.name == "testToggle1On_Increment_Toggle1OffOn" })
    #expect(reshow.steps[0].match)
    #expect(reshow.steps[0].knownDifference == nil)
    let flaky = CompareCommand.run(["conformance", "--format", "json", "--group", "oldPresentsNew"])
    let sheets = try JSONDecoder().decode(Document.self, from: Data(flaky.output.utf8))
    let dismissal = try #require(
      sheets.tests.first { $0.name == "testDismissChild_NotObservingChildCount" })
    #expect(!dismissal.steps[0].match)
    #expect(dismissal.steps[0].knownDifference?.contains("Flakey") == true)
  }

  @Test("an unknown group or variant is a usage error with the choices")
  func unknownChoice() {
    let outcome = CompareCommand.run(["conformance", "--group", "enums"])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.hasPrefix(
        "error: --group: unknown 'enums'; did you mean 'enum'? (choices: basics, enum, optional, "))
  }
}
