import Foundation

/// The page to step through (`--format html --output FILE.html`): one self-contained file, no
/// network and no external assets, for `compare run` and `compare log`.
///
/// Per step, every contestant's view tree side by side, each view marked re-rendered, needed,
/// wasted or stale; the step's events in causal order (``Timeline``); the running totals; and at
/// the end the summary and the charts. The data is one JSON object in the page, read by the
/// page's own script (``HTMLPage``), which draws one step at a time: ← and → step, ↑ and ↓
/// change script. Steps are spooled as they run, like the JSON report.
final class HTMLReport: ReportWriter {
  /// One step of one script: every contestant's run of it, `nil` for one stopped earlier.
  struct Step: Encodable {
    let index: Int
    let text: String
    let runs: [Run?]
  }

  /// One contestant's step.
  struct Run: Encodable {
    let note: String?
    /// Whether the screen was compared with the reference (not when stopped at the time limit).
    let checked: Bool
    /// The contestant's screen, in screen order.
    let views: [View]
    /// Views the reference shows that the contestant's screen lacks.
    let missing: [Missing]
    /// Body runs of views that are not on the screen after the step: helpers such as
    /// `IfLetStore`, and views that ran once more as they went.
    let offscreen: [Offscreen]
    /// The causal log's lines (see ``Timeline/lines(indent:)``).
    let timeline: [String]
    /// Totals from the first render up to this step.
    let totals: Totals
  }

  /// One view on a contestant's screen after a step.
  struct View: Encodable {
    let path: String
    let label: String
    /// 0 for the root.
    let depth: Int
    let lines: [String]
    let runs: Int
    let needed: Bool
    let wasted: Int
    let stale: Bool
    /// What the reference shows there, for a stale view.
    let expected: [String]?
  }

  /// A view the reference shows that the contestant's screen lacks, and what it shows
  /// (``Run/missing``).
  struct Missing: Encodable {
    let path: String
    let expected: [String]
  }

  /// A view whose body ran though it is not on screen after the step, with its runs and how
  /// many of them were wasted (``Run/offscreen``).
  struct Offscreen: Encodable {
    let path: String
    let runs: Int
    let wasted: Int
  }

  /// A run's totals up to the step, as the page's table shows them (its `notif` column is
  /// `notifications`).
  struct Totals: Encodable {
    let bodies, floor, wasted, stale, notifications, sync, stores: Int
  }

  /// A contestant as the page heads its column: its verdict on the script.
  struct ColumnHead: Encodable {
    let name: String
    let expected: String
    let verdict: String
    let metExpectation: Bool
    let why: String?
  }

  /// A script as the page's menu and address name it.
  private struct ScriptHead: Encodable {
    /// The script's name as it is: the page's address keeps it.
    let name: String
    /// The name as the page shows it, its control characters escaped (``shownText(_:)``).
    let shownName: String
    let scenario: String
    let contestants: [ColumnHead]
  }

  /// The scripts run so far, each an element of `scripts`.
  private let body: Spool
  private var scriptCount = 0
  /// The running script's steps, separated by commas.
  private var steps: Spool
  private var stepCount = 0
  private var contestantCount = 0
  /// The step being recorded: its index, text and the runs recorded so far.
  private var pending: (index: Int, text: String, runs: [Run?])?
  /// Per contestant of the running script, its counts so far.
  private var totals: [Counters] = []

  init() throws(OutputError) {
    body = try Spool()
    steps = try Spool()
  }

  var showsSteps: Bool { true }

  func begin(_ script: Script, contestants: [Contestant]) throws(OutputError) {
    steps = try Spool()
    stepCount = 0
    contestantCount = contestants.count
    totals = contestants.map { _ in Counters() }
    pending = nil
  }

  func record(_ step: StepResult, of index: Int) {
    if let pending, pending.index != step.index { flushStep() }
    if pending == nil {
      pending = (step.index, step.text, Array(repeating: nil, count: contestantCount))
    }
    totals[index].add(step)
    pending?.runs[index] = Self.run(step, totals: totals[index])
  }

  func end(_ results: [ContestantResult]) throws(OutputError) {
    flushStep()
    guard let first = results.first else { return }
    let head = ScriptHead(
      name: first.script, shownName: shownText(first.script), scenario: first.scenario,
      contestants: results.map { result in
        ColumnHead(
          name: result.contestant.name, expected: result.contestant.expected.rawValue,
          verdict: result.verdict.rawValue, metExpectation: result.metExpectation,
          why: result.verdict == .correct ? nil : TableReport.explanation(result))
      })
    body.append(scriptCount == 0 ? "" : ",")
    scriptCount += 1
    let encodedHead = Self.json(head)
    body.append(String(encodedHead.dropLast()) + ",\"steps\":[")
    try steps.copy(to: body)
    body.append("]}")
  }

  func finish(_ results: [ContestantResult], into output: some TextOutput) throws(OutputError) {
    let names = Summary(runs: results).scripts.map(shownText)
    try output.write(
      HTMLPage.head(title: "Architecture lab: " + names.joined(separator: ", "))
        + HTMLPage.summary(
          text: TableReport.render(results),
          charts: [Charts.bodies(results).svg()]
            + (Charts.storeReduction(results).map { [$0.svg()] } ?? []))
        + "<script type=\"application/json\" id=\"lab-data\">{\"scripts\":[")
    try body.copy(to: output)
    try output.write("]}</script>\n" + HTMLPage.tail)
  }

  /// Writes the pending step, if any, to the running script's steps.
  private func flushStep() {
    guard let step = pending else { return }
    let object = Step(index: step.index, text: step.text, runs: step.runs)
    steps.append((stepCount == 0 ? "" : ",") + Self.json(object))
    stepCount += 1
    pending = nil
  }

  /// One contestant's step as the page shows it.
  private static func run(_ step: StepResult, totals: Counters) -> Run {
    let stale = Set(step.stale)
    var views: [View] = []
    var ancestors: [String] = []
    for view in step.screen?.views ?? [] {
      while let last = ancestors.last, !view.path.hasPrefix(last + "/") { ancestors.removeLast() }
      let label = ancestors.last.map { String(view.path.dropFirst($0.count + 1)) } ?? view.path
      let isStale = stale.contains(view.path)
      views.append(
        View(
          path: view.path, label: label, depth: ancestors.count, lines: view.lines,
          runs: step.bodyRuns[view.path] ?? 0, needed: step.needed.contains(view.path),
          wasted: step.wastedRuns[view.path] ?? 0, stale: isStale,
          expected: isStale ? step.reference?[view.path]?.lines : nil))
      ancestors.append(view.path)
    }
    let shown = Set(views.map(\.path))
    let missing = (step.reference?.views ?? []).filter { !shown.contains($0.path) }.map {
      Missing(path: $0.path, expected: $0.lines)
    }
    let offscreen = step.bodyRuns.filter { !shown.contains($0.key) }.sorted { $0.key < $1.key }
      .map { Offscreen(path: $0.key, runs: $0.value, wasted: step.wastedRuns[$0.key] ?? 0) }
    return Run(
      note: step.note, checked: step.screen != nil, views: views,
      missing: step.screen == nil ? [] : missing, offscreen: offscreen,
      timeline: step.timeline.lines(indent: 0),
      totals: Totals(
        bodies: totals.bodies, floor: totals.floor, wasted: totals.wasted,
        stale: totals.staleViews, notifications: totals.notifications, sync: totals.syncWork,
        stores: totals.storesCreated))
  }

  /// `value` as compact JSON on one line, safe inside a `<script>` element.
  ///
  /// NB: `<` is written `\u003c` (it only occurs inside strings), so no text of a script or a
  /// view can close the element early.
  private static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // NB: encoding these plain structs cannot fail.
    return String(decoding: try! encoder.encode(value), as: UTF8.self)
      .replacing("<", with: "\\u003c")
  }
}
