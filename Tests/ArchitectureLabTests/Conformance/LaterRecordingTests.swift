import Foundation
import StoreModels
import Testing

@testable import ArchitectureLab

/// The library's later recordings of the suite (tag 1.10.0), played at 1.10.0's rules
/// (docs/fidelity.md, "The later recordings").
@Suite("compare conformance --tag 1.10.0")
struct LaterRecordingTests {
  @Test("at 1.10.0 every step matches, none declared")
  func passes() {
    let outcome = CompareCommand.run(["conformance", "--tag", "1.10.0"])
    #expect(outcome.status == 0)
    #expect(
      outcome.output.hasPrefix(
        """
        recorded: pointfreeco/swift-composable-architecture 1.10.0 (8624a8e),
          Examples/Integration/IntegrationUITests, iOS 16, iOS 16+17 and iOS 17 suites, 67 tests, 93
          steps (not played: iOS 17/ObservableSharedStateTests.swift, 4 tests, 11 steps: the lab has
          no shared state); played on the suite's own screens, rebuilt in the lab, their stores at
          1.10.0's rules (StoreRules.release1_10: 1.7.0's, with 1.9.3's cached sheet presentation
          store; not 1.9.3's identity of a plain enum payload, #2910, which no recorded screen has)
        """))
    #expect(
      outcome.output.contains(
        """
        observation (iOS 17): 34 of 34 steps match.
        legacy (iOS 16): 29 of 29 steps match.
        mixed (iOS 16+17): 30 of 30 steps match.

        Played again at store's rules (StoreRules.lab): 7 of 93 steps log other lines than at
          1.10.0's, the recordings' (so none is a mismatch). Each rule alone: a child store released
          when its state goes (1.21) moves 5; assigning a field its own value notifies nobody (1.22)
          moves 2; a plain enum payload compared by value (no release) moves 0; a send reduces in
          place, then checks the stores it may have changed (no release) moves 0. Already at
          1.10.0's rules: a sheet's presentation store cached (1.9.3) and a scoped store derives its
          state through its parent (1.5.6). The steps:
        """))
  }

  /// The calibration the later recordings give: the ten steps declared at 1.7.0 are recorded at
  /// 1.10.0 as the lab plays them, by the same screens and the same taps (three of them as a
  /// sheet's own host plays them).
  @Test("the ten steps declared at 1.7.0 match the library's later recordings")
  func declaredAt1_7() {
    var matched: [String] = []
    for known in KnownDifference.all {
      guard let test = SuiteTag.v1_10_0.test(declaring: known),
        let step = SuiteRunner.run(test).steps.first(where: { $0.index == known.step })
      else {
        Issue.record("no step \(known.step) of \(known.test) at 1.10.0")
        continue
      }
      let name = "\(known.group.rawValue) \(known.test) \(known.step)"
      guard ConformanceReport.verdict(step, of: test) == .match else {
        Issue.record("\(name) does not match at 1.10.0")
        continue
      }
      matched.append(name)
    }
    #expect(
      matched == [
        "newContainsOld testIncrementChild_ObservingChildCount 1",
        "oldContainsNew testIncrementDecrement 2",
        "oldContainsNew testIncrementChild_ObservingChildCount 1",
        "newPresentsOld testPresentChild_NotObservingChildCount 1",
        "newPresentsOld testDismissChild_NotObservingChildCount 1",
        "newPresentsOld testPresentChild_ObservingChildCount 1",
        "newPresentsOld testIncrementChild_ObservingChildCount 1",
        "newPresentsOld testDismissChild_ObservingChildCount 1",
        "newPresentsOld testDeinit 1",
        "oldPresentsNew testDismissChild_NotObservingChildCount 1",
      ])
  }

  @Test("1.10.0 declares no known difference, and every step it plays matches")
  func knownDifferences() {
    #expect(SuiteTag.v1_10_0.knownDifferences.isEmpty)
    let verdicts = SuiteTag.v1_10_0.tests.flatMap { test in
      SuiteRunner.run(test).steps.map { ConformanceReport.verdict($0, of: test) }
    }
    // NB: 93: 40 tests and 63 steps of the seven screens' files, 27 and 30 of the `iOS 16+17`
    // folder's five (docs/fidelity.md, "Transcription"), all played at 1.10.0.
    #expect(verdicts.count == 93)
    #expect(verdicts.allSatisfy { $0 == .match })
  }

  /// The transcription of 1.10.0's test files: only log lines differ from 1.7.0's, and each
  /// replacement names a step that exists and records other lines there.
  @Test("1.10.0's tests are 1.7.0's, tap for tap; each re-recorded step exists and differs")
  func transcription() {
    #expect(SuiteTest.all1_10.count == SuiteTest.all.count)
    for (old, new) in zip(SuiteTest.all, SuiteTest.all1_10) {
      #expect(new.tag == .v1_10_0)
      #expect(
        (old.variant, old.group, old.name) == (new.variant, new.group, new.name)
          && old.commands.map(\.withoutLogs) == new.commands.map(\.withoutLogs), "\(old.name)")
    }
    // NB: 16: the tests whose log lines `git diff 1.7.0 1.10.0` changes in the played folders,
    // two of `iOS 16/PresentationTests.swift` and fourteen of four `iOS 16+17` files
    // (docs/fidelity.md, "The later recordings").
    #expect(SuiteTest.rerecordings1_10.count == 16)
    for rerecorded in SuiteTest.rerecordings1_10 {
      let old = SuiteTag.v1_7_0.test(rerecorded.variant, rerecorded.group, rerecorded.name)
      #expect(old != nil, "\(rerecorded.name)")
      guard let old else { continue }
      let logs = old.commands.compactMap(\.logs)
      func lines(_ text: String) -> [Substring] { text.split(separator: "\n").sorted() }
      for (step, text) in rerecorded.logs {
        #expect(logs.indices.contains(step - 1), "\(rerecorded.name) \(step)")
        guard logs.indices.contains(step - 1) else { continue }
        #expect(lines(logs[step - 1]) != lines(text), "\(rerecorded.name) \(step)")
      }
    }
  }

  /// 1.9.3's cached presentation store (#2908): the sheet's presentation store, its destination
  /// and the content's scope come back from the caches on every run, and stay in them when the
  /// sheet goes; so the dismissal lets go only what the content made below them.
  @Test("the iOS 16 sheet's dismissal keeps its cached stores at 1.10.0's rules")
  func cachedPresentationStore() throws {
    let test = try #require(SuiteTag.v1_10_0.test(.legacy, .presentation, "testOptional"))
    // NB: 1.10.0's rules keep three of the nine stores 1.7.0's let go here, a `StoreOf<F>` and
    // two `StoreOf<F?>`: those scoped with an id below the cached presentation store, which the
    // caches never drop; its view stores, and stores scoped without an id, still go.
    func dismissal(_ rules: StoreRules) -> [String] {
      SuiteRunner.run(test, rules: rules).steps[2].lab
    }
    #expect(
      dismissal(.release1_7) == [
        "StoreOf<BasicsView.Feature>.deinit", "StoreOf<BasicsView.Feature>.deinit",
        "StoreOf<BasicsView.Feature>.deinit", "StoreOf<BasicsView.Feature?>.deinit",
        "StoreOf<BasicsView.Feature?>.deinit", "StoreOf<BasicsView.Feature?>.deinit",
        "StoreOf<BasicsView.Feature?>.deinit", "ViewStoreOf<BasicsView.Feature>.deinit",
        "ViewStoreOf<BasicsView.Feature?>.deinit",
      ])
    #expect(
      dismissal(.release1_10) == [
        "StoreOf<BasicsView.Feature>.deinit", "StoreOf<BasicsView.Feature>.deinit",
        "StoreOf<BasicsView.Feature?>.deinit", "StoreOf<BasicsView.Feature?>.deinit",
        "ViewStoreOf<BasicsView.Feature>.deinit", "ViewStoreOf<BasicsView.Feature?>.deinit",
      ])
  }

  @Test("the JSON names the tag and commit played; an unknown tag is a usage error")
  func source() throws {
    let outcome = CompareCommand.run(["conformance", "--tag", "1.10.0", "--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    let source = try #require(json["source"] as? [String: Any])
    #expect(source["tag"] as? String == "1.10.0")
    #expect(source["commit"] as? String == "8624a8e2c35f78e5e61d5f12c69110e9020e80c8")
    // NB: the file has 4 `func test…` and 11 `assertLogs` at 1.10.0 (``SuiteTag/notPlayed``).
    let notPlayed = try #require(source["notPlayed"] as? [[String: Any]])
    #expect(notPlayed.count == 1)
    #expect(notPlayed.first?["file"] as? String == "iOS 17/ObservableSharedStateTests.swift")
    #expect(notPlayed.first?["tests"] as? Int == 4)
    #expect(notPlayed.first?["steps"] as? Int == 11)
    #expect(notPlayed.first?["why"] as? String == "the lab has no shared state")
    let unknown = CompareCommand.run(["conformance", "--tag", "1.9"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.hasPrefix("error: --tag: unknown '1.9'"))
    #expect(unknown.errors.contains("1.7.0, 1.10.0"))
    // NB: `1.10` is as near `1.7.0` as `1.10.0` by edits; the tag it begins wins the tie.
    let short = CompareCommand.run(["conformance", "--tag", "1.10"])
    #expect(short.status == 2)
    #expect(short.errors.hasPrefix("error: --tag: unknown '1.10'; did you mean '1.10.0'?"))
    // NB: a full version is another release, not a misspelt tag: no guess.
    let release = CompareCommand.run(["conformance", "--tag", "1.9.3"])
    #expect(release.status == 2)
    #expect(
      release.errors.hasPrefix(
        "error: --tag: the lab plays no recordings of 1.9.3 (choices: 1.4.0, 1.7.0, 1.10.0; "
          + "docs/fidelity.md, \"The later recordings\", says which the library made)"))
  }

  @Test("a folder played whole says what of it is not played; one narrowed by --group does not")
  func notPlayed() {
    let whole = CompareCommand.run(["conformance", "--tag", "1.10.0", "--variant", "observation"])
    // NB: the summary wraps and indents its lines, so the phrase is looked for in the words
    // joined by single spaces.
    let summary = whole.output.flowing
    #expect(
      summary.contains(
        "(not played: iOS 17/ObservableSharedStateTests.swift, 4 tests, 11 steps: "
          + "the lab has no shared state)"))
    let narrowed = CompareCommand.run(["conformance", "--tag", "1.10.0", "--group", "basics"])
    #expect(!narrowed.output.contains("not played"))
    #expect(!CompareCommand.run(["conformance"]).output.contains("not played"))
  }
}

extension SuiteTest.Command {
  /// The command, with an `assertLogs`' text left out.
  fileprivate var withoutLogs: String {
    if case .assertLogs = self { return "assertLogs" }
    return "\(self)"
  }

  /// An `assertLogs`' text, `nil` for any other command.
  fileprivate var logs: String? {
    if case .assertLogs(let text) = self { return text }
    return nil
  }
}
