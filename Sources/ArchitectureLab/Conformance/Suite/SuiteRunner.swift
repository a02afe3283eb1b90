import Instrumentation
import StoreModels

/// Plays a ``SuiteTest`` back against the lab's mirror of its screen, the way the suite's harness
/// ran it: mount the screen and clear the logs, then run the commands in order, collecting the
/// log lines each `assertLogs` covers.
///
/// Each tap is one turn of the lab's render model, the tapped button's action and then a render
/// pass, followed by a turn for each send an effect queued meanwhile (``SuiteEffects``); a tap
/// on the title of the menu the screen was pushed from is the back button, which pops the
/// screen. The lab's lines are the lines its views logged themselves (``ViewContent/log(_:)``, as
/// the suite's views call its logger) and the creations and releases of stores and view stores:
/// the events of the suite's instrumentation, and no others (the lab's own body and
/// notification events are left out).
enum SuiteRunner {
  /// What one test did: a step per `assertLogs`, and any screen check or tap that failed.
  struct Result {
    let test: SuiteTest
    let steps: [Step]
    /// Screen checks (`expectText`) that failed, and taps on buttons that were not on screen.
    let problems: [String]
  }

  /// One `assertLogs`: the taps since the last clear or assertion, and both sets of lines.
  struct Step {
    /// 1-based, in the order of the test's `assertLogs`.
    let index: Int
    /// The taps the lines cover, e.g. `Toggle feature 2 on`.
    let action: String
    /// The suite's lines, sorted.
    let recorded: [String]
    /// The lab's lines, sorted.
    let lab: [String]

    /// Whether every counted kind of line (all but releases) is the same multiset.
    var matches: Bool {
      lines(recorded, releases: false) == lines(lab, releases: false)
    }

    /// Whether every line, releases too, is the same multiset: both sides are sorted, so the
    /// same arrays.
    var matchesAll: Bool { recorded == lab }

    /// The lines one side has beyond the other, each with its count.
    var surplus: (recordedOnly: [String: Int], labOnly: [String: Int]) {
      func counts(_ lines: [String]) -> [String: Int] {
        lines.reduce(into: [:]) { $0[$1, default: 0] += 1 }
      }
      let (recorded, lab) = (counts(recorded), counts(lab))
      func surplus(_ a: [String: Int], over b: [String: Int]) -> [String: Int] {
        a.reduce(into: [:]) { surplus, entry in
          let extra = entry.value - b[entry.key, default: 0]
          if extra > 0 { surplus[entry.key] = extra }
        }
      }
      return (surplus(recorded, over: lab), surplus(lab, over: recorded))
    }

    /// The releases of `lines`, or every other line; both sides are sorted, so equal multisets
    /// are equal arrays.
    private func lines(_ lines: [String], releases: Bool) -> [String] {
      lines.filter { (SuiteLine($0) == .release) == releases }
    }
  }

  /// Plays `test` back with the screen's stores following its tag's rules
  /// (``SuiteTag/rules``), the release its recordings pin.
  static func run(_ test: SuiteTest) -> Result {
    run(test, rules: test.tag.rules)
  }

  /// Plays `test` back with the screen's stores following `rules`, its views observed as
  /// `tracking` says (the suite's own, `.perBody`, by default).
  static func run(
    _ test: SuiteTest, rules: StoreRules, tracking: ObservationTracking = .perBody
  ) -> Result {
    var lines: [String] = []
    return EventLog.recording(
      into: { event in
        if isSuiteEvent(event) { lines.append(suiteLine(event)) }
      }
    ) {
      // NB: the effects queued while the test plays are its own (SuiteEffects).
      SuiteEffects.collecting {
        guard
          let renderer = SuiteApps.mount(
            test.group, test.variant, at: test.tag, rules: rules, tracking: tracking)
        else {
          let problem =
            "the suite's \(test.variant.folder) folder has no \(test.group.rawValue) screen"
          return Result(test: test, steps: [], problems: [problem])
        }
        renderer.renderPass()
        lines = []
        var taps: [String] = []
        var steps: [Step] = []
        var problems: [String] = []
        var isShown = true
        for command in test.commands {
          switch command {
          case .tap(let label, _) where isShown && label == test.variant.menuTitle:
            // NB: the navigation bar's back button, titled after the menu the screen was pushed
            // from: the screen's views go, and the app's link keeps the screen's root view, with
            // its store (`IntegrationApp.swift`: `ContentView`'s navigation links hold each
            // screen's root view value from launch).
            taps.append(label)
            renderer.tearDown()
            isShown = false
          case .tap(let label, let match):
            taps.append(label)
            let found = isShown ? buttons(label, in: renderer.snapshot()) : []
            guard let action = pick(match, of: found) else {
              problems.append(miss(label, match, found: found.count))
              continue
            }
            action()
            renderer.renderPass()
            SuiteEffects.drain { renderer.renderPass() }
          case .clearLogs:
            lines = []
            taps = []
          case .expectText(let text, let exists):
            if (isShown && shows(text, renderer.snapshot())) != exists {
              problems.append(
                "after \(taps.joined(separator: " → ")): "
                  + "expected \"\(text)\" \(exists ? "on screen" : "gone")")
            }
          case .assertLogs(let recorded):
            steps.append(
              Step(
                index: steps.count + 1, action: taps.joined(separator: " → "),
                recorded: recorded.split(separator: "\n").map(String.init).sorted(),
                lab: lines.sorted()))
            lines = []
            taps = []
          }
        }
        renderer.tearDown()
        return Result(test: test, steps: steps, problems: problems)
      }
    }
  }

  /// `event` as the suite's logger wrote it: a push as 1.4.0 logged it, `<parent>.scope`.
  private static func suiteLine(_ event: Event) -> String {
    event.kind == .statePush ? "\(event.subject).scope" : event.description
  }

  /// The suite's instrumentation: its views' own lines and store and view store lifetimes, and
  /// before 1.5.6 the state its stores pushed.
  private static func isSuiteEvent(_ event: Event) -> Bool {
    switch event.kind {
    case .log, .storeInit, .storeDeinit, .viewStoreInit, .viewStoreDeinit, .statePush: true
    default: false
    }
  }

  /// The actions of the buttons labelled `label`, in the order a query finds them
  /// (``queried(_:)``), two where one view shows the label twice.
  private static func buttons(_ label: String, in screen: RenderedView) -> [() -> Void] {
    queried(screen).flatMap { $0.buttons.actions(labelled: label) }
  }

  /// The one of `actions` that `match` picks, as XCUITest resolves the query: `buttons["Label"]`
  /// fails the test unless exactly one element matches (Apple's `XCUIElementQuery.element`:
  /// "fails the current test if there isn't a single matching element"), `firstMatch` takes the
  /// first, `element(boundBy:)` the n-th.
  private static func pick(
    _ match: SuiteTest.Match, of actions: [() -> Void]
  ) -> (() -> Void)? {
    switch match {
    case .only: actions.count == 1 ? actions[0] : nil
    case .first: actions.first
    case .at(let index): actions.indices.contains(index) ? actions[index] : nil
    }
  }

  /// Why a tap on `label` found no button to take among `found` reachable ones.
  private static func miss(_ label: String, _ match: SuiteTest.Match, found: Int) -> String {
    match == .only && found > 1
      ? "\(found) [\(label)] buttons on screen where the tap needs exactly one (\(match))"
      : "no [\(label)] button on screen to tap (\(match))"
  }

  /// The views a query finds, in the order it finds them: those of the top pushed screen while
  /// one is pushed, the whole screen otherwise; and of those, a presented sheet's first, then
  /// the rest, its presenter's included.
  ///
  /// NB: A pushed screen takes the ones below it out of the view hierarchy: `testDeepStack`
  /// taps `buttons["Push feature"]` and then `buttons["Increment"]` with up to four screens below
  /// the top one, each showing both, and its recording has each tap's effect on the top screen
  /// (XCUITest fails a `buttons["X"]` that matches two instead of tapping), so each query matched
  /// one (``pick(_:of:)``). A sheet leaves its presenter in the accessibility tree: with the
  /// sheet up the suite finds the presenter's `staticTexts["Child count: 1"]`, and taps the
  /// child's counter with `buttons.matching(identifier: "Increment").element(boundBy: 0)`, where
  /// elsewhere it writes `buttons["Label"]` whenever one view alone shows the label; the
  /// recording shows that the first one was the sheet's (the child's count at 1, the child's
  /// bodies). A view says how it is presented by being a ``PresentedContent``.
  private static func queried(_ screen: RenderedView) -> [RenderedView] {
    let views = everyView(screen)
    let top = views.last { $0.presentation == .pushed && !$0.children.isEmpty }
    let shown = top.map(everyView) ?? views
    guard
      let start = shown.lastIndex(where: { $0.presentation == .sheet && !$0.children.isEmpty })
    else { return shown }
    // NB: in screen order (pre-order) a view's subtree follows it, all in one run.
    let sheet = start..<(start + everyView(shown[start]).count)
    return Array(shown[sheet] + shown[..<sheet.lowerBound] + shown[sheet.upperBound...])
  }

  /// Whether a view a query finds shows the line `text`.
  private static func shows(_ text: String, _ screen: RenderedView) -> Bool {
    queried(screen).contains { $0.lines.contains(text) }
  }

  /// Every view, transparent helpers included (a legacy view's buttons are its `WithViewStore`'s),
  /// in screen order.
  private static func everyView(_ view: RenderedView) -> [RenderedView] {
    [view] + view.children.flatMap(everyView)
  }
}
