import Instrumentation

/// What one step did on one contestant, and how its screen compared with the reference.
struct StepResult {
  /// 0 for the first render (`mount`), then one per script step.
  let index: Int
  /// The script line as written, or `mount` for the first render.
  let text: String
  /// The step as it happened: events in order, with their notification depth, views marked
  /// and render passes.
  let timeline: Timeline
  /// Body runs per view path; empty in a run that counts no renders (``Runner/Observer``'s
  /// `readsRenderCounts`).
  let bodyRuns: [String: Int]
  /// Views the oracle says had to run their body: paths on the reference screen; empty in a run
  /// that counts no renders.
  let needed: Set<String>
  /// Body runs beyond the needed ones, per view path; views that wasted none are absent.
  let wastedRuns: [String: Int]
  /// Paths of the views that disagree with the reference after the step.
  let stale: [String]
  /// Why the step could not be performed as written, or why the contestant stopped here.
  let note: String?
  /// The contestant's screen after the step, and the reference's; `nil` when not compared (a
  /// render stopped at the time limit). A run that keeps no screens (``Runner/Observer``'s
  /// `readsScreens`) has no contestant's screen, compared or not; one that neither keeps them
  /// nor counts renders (`readsRenderCounts`) has the reference's as the stale check reads it,
  /// its ``Screen/keys`` (``Screen/listed`` lists its views).
  let screen: Screen?
  let reference: Screen?

  init(
    index: Int, text: String, timeline: Timeline, bodyRuns: [String: Int], needed: Set<String>,
    stale: [String], note: String?, screen: Screen?, reference: Screen?
  ) {
    self.index = index
    self.text = text
    self.timeline = timeline
    self.bodyRuns = bodyRuns
    self.needed = needed
    self.wastedRuns = Oracle.wastedRenders(bodyRuns: bodyRuns, needed: needed)
    self.stale = stale
    self.note = note
    self.screen = screen
    self.reference = reference
  }

  /// Every event of the step, sorted so the step compares as a multiset.
  ///
  /// NB: sorted when asked (a log, a JSON report), not per step: sorting makes each event's
  /// text, which was a seventh of a long run that writes only the table.
  var events: [Event] { timeline.sortedEvents }

  /// Views that had to run their body: the oracle's floor for this step.
  var floor: Int { needed.count }
  var bodies: Int { bodyRuns.values.reduce(0, +) }
  var wasted: Int { wastedRuns.values.reduce(0, +) }

  /// The views that wasted a render, by path in order, `×N` after one that wasted more than one.
  var wastedViews: [String] {
    wastedRuns.sorted { $0.key < $1.key }.map { path, runs in runs == 1 ? path : "\(path) ×\(runs)"
    }
  }

  /// The step as an inline event log: the header, then one indented line per event, sorted.
  var log: String {
    ([notedHeader] + events.map { "  \($0)" }).joined(separator: "\n")
  }

  /// The step as a causal log: the header, then its events in the order they happened,
  /// indented by notification depth (see ``Timeline/lines(indent:)``).
  var causalLog: String {
    ([notedHeader] + timeline.lines(indent: 2)).joined(separator: "\n")
  }

  private var notedHeader: String {
    "step \(index): \(text)" + marks
  }

  /// What the header adds to the step's text: the note, stale views and wasted renders, if any.
  var marks: String {
    var marks = ""
    if let note { marks += "  (\(note))" }
    if !stale.isEmpty { marks += "  [stale: \(stale.joined(separator: ", "))]" }
    if !wastedRuns.isEmpty { marks += "  [wasted: \(wastedViews.joined(separator: ", "))]" }
    return marks
  }
}

/// Sums of the counters a report shows, for a step or a whole script.
struct Counters: Equatable {
  var steps = 0
  var bodies = 0
  /// The views that had to run their body (``StepResult/needed``), summed over steps.
  var floor = 0
  var wasted = 0
  /// Stale views summed over steps (a view stale at three steps counts 3);
  /// ``ContestantResult/staleViews`` lists each once.
  var staleViews = 0
  var notifications = 0
  /// Sync work: sibling replays, replays a re-entrancy guard stopped and duplicates dropped.
  var syncWork = 0
  var storesCreated = 0
  var storesReleased = 0
  var viewStoresCreated = 0
  var viewStoresReleased = 0
  var scopes = 0

  /// Adds one step's counts; the first render (step 0) is not a script step.
  mutating func add(_ step: StepResult) {
    steps += step.index == 0 ? 0 : 1
    bodies += step.bodies
    floor += step.floor
    wasted += step.wasted
    staleViews += step.stale.count
    // NB: the timeline counted its events as they were recorded, kept or not.
    addEvents(of: step.timeline.counts)
  }

  mutating func add(_ events: [Event]) {
    for event in events { add(event.kind) }
  }

  /// Adds the counts `other`'s events made.
  private mutating func addEvents(of other: Counters) {
    notifications += other.notifications
    syncWork += other.syncWork
    storesCreated += other.storesCreated
    storesReleased += other.storesReleased
    viewStoresCreated += other.viewStoresCreated
    viewStoresReleased += other.viewStoresReleased
    scopes += other.scopes
  }

  /// Counts one event of `kind`.
  mutating func add(_ kind: Event.Kind) {
    switch kind {
    case .objectWillChange, .observationChange, .viewStorePublish, .notification:
      notifications += 1
    case .replay, .guardSkip, .duplicateSkip: syncWork += 1
    case .scope: scopes += 1
    case .storeInit: storesCreated += 1
    case .storeDeinit: storesReleased += 1
    case .viewStoreInit: viewStoresCreated += 1
    case .viewStoreDeinit: viewStoresReleased += 1
    // NB: a push is not a scope, and no column counts it: only 1.4.0's rules push
    // (`store/uncached`'s), and its event log shows each one.
    case .body, .closure, .log, .statePush, .warning: break
    }
  }
}
