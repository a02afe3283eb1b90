import Instrumentation

/// The simulated view layer: a tree of ``ViewNode``s and the render passes run after every turn.
///
/// One user interaction is one turn: the interaction runs synchronously (every sink, `willSet`
/// and observation callback fires inside it, and views are only marked dirty), then
/// ``renderPass()`` renders it: one call, however many passes it takes. A *pass* walks the tree
/// top-down; a view's body runs if it is dirty, newly inserted, or its parent passed it inputs
/// that differ, at most once per walk, a list row's sizing run aside (a pass is one walk, or two
/// while a view that can present a sheet is live: a view in a sheet can run twice,
/// docs/fidelity.md rule 16). Rendering that invalidates views again
/// causes follow-up passes, at most ``maximumPasses``.
public final class Renderer {
  /// Passes allowed in one turn before the turn is reported as an update loop.
  static let maximumPasses = 10

  /// How many of this renderer's view nodes are alive; read after teardown to find views that
  /// outlived their renderer (kept alive by a model or a cycle).
  let liveNodes = LiveNodeCount()
  private(set) var root: ViewNode!
  /// Set when a turn needed more than ``maximumPasses`` passes.
  private(set) var updateLoopDetected = false

  /// A time after which render passes stop: the runner's time limit for one turn.
  struct Deadline {
    let instant: ContinuousClock.Instant
    /// The time now; a fake clock in tests.
    let now: () -> ContinuousClock.Instant
  }

  /// When set, a pass stops before the first body it would run past the deadline.
  ///
  /// NB: this, ``hasDeadline``, ``stoppedAtDeadline`` and ``invalidations`` are
  /// `@exclusivity(unchecked)`: a pass reads them for every view it visits or skips, and the
  /// runtime's checks of those reads, with ``bodyRuns``', were 0.5 % of a fuzz step of
  /// `favorites` (callgrind); every access is a plain read or write of a value (the clock is
  /// read before `stoppedAtDeadline`'s write begins), on the main actor.
  @exclusivity(unchecked) var deadline: Deadline? {
    didSet {
      stoppedAtDeadline = false
      hasDeadline = deadline != nil
    }
  }
  /// Whether a ``deadline`` is set: read on every view visited, where copying the deadline
  /// would retain its clock.
  @exclusivity(unchecked) private var hasDeadline = false
  /// Set when a pass stopped at the ``deadline``, leaving views unrendered.
  @exclusivity(unchecked) private(set) var stoppedAtDeadline = false

  /// How many times a view's list of child nodes has changed (a child added, removed or moved),
  /// wrapping: while it is unchanged, a view found by a tap target is still the one a search
  /// would find.
  private(set) var shapeChanges = 0

  /// Counts a change of some view's list of child nodes; see ``shapeChanges``.
  func childrenChanged() {
    shapeChanges &+= 1
  }

  /// Views marked dirty so far, wrapping: a node that skips its children with nothing to do
  /// reads it to learn whether one of them has been given work since it looked.
  @exclusivity(unchecked) var invalidations = 0

  /// Reads the deadline's clock as `count` visits of views with nothing to do would have: each
  /// visit reads it once, until the deadline has passed. So a pass that skips such views stops
  /// where visiting them would have stopped it.
  func passOver(visits count: Int) {
    guard hasDeadline else { return }
    for _ in 0..<count where isPastDeadline() { return }
  }

  /// Whether view bodies are observed through the Observation module; see
  /// ``ObservationTracking``.
  let observationTracking: ObservationTracking

  /// A view tree over `view`, not yet rendered: what a contestant's `mount` returns.
  ///
  /// - Parameters:
  ///   - view: The app's root view.
  ///   - observationTracking: How views learn of changes: `.perBody` (SwiftUI from iOS 17, the
  ///     default) or `.none` (before iOS 17: observed objects only).
  public init<Root: LabView>(
    root view: Root, observationTracking: ObservationTracking = .perBody
  ) {
    self.observationTracking = observationTracking
    root = ViewNode(view: AnyLabView.make(view), parent: nil, renderer: self)
  }

  /// What the renderer tells a turn's timeline as it goes, beside the events it records.
  enum Trace {
    /// A render pass starts: 1 for the first of the turn.
    case pass(Int)
    /// The view at this path was marked dirty by an observed object or an environment change.
    case marked(String)
  }

  /// Hears every ``Trace`` of this renderer; set by the runner, `nil` elsewhere.
  var trace: ((Trace) -> Void)?

  /// Renders the turn: runs passes until no view is dirty, or stops at the cap and flags an
  /// update loop.
  ///
  /// One call is the whole render, however many passes it takes; each pass (``pass(_:)``, one
  /// walk of the tree, or two while a view that can present a sheet is live) the log prints as
  /// `render pass 1`, `render pass 2`; a pass that leaves no view with work is the last.
  func renderPass() {
    for number in 1...Self.maximumPasses {
      guard root.hasPendingWork else { return }
      pass(number)
      if stoppedAtDeadline { return }
    }
    if root.hasPendingWork { updateLoopDetected = true }
  }

  /// One render pass: a walk of the tree top-down, each body that must run running once; while
  /// a view that can present a sheet or a list row is live (``LiveNodeCount/hosts``), a walk of
  /// the sheets' and the rows' content first (each is a host of its own: docs/fidelity.md, rules
  /// 16 and 17), so a view in a sheet or a list row can run twice in a pass.
  ///
  /// - Parameter number: The pass's number in the turn, 1 for the first.
  private func pass(_ number: Int) {
    trace?(.pass(number))
    // NB: a sheet is shown by a host of its own, with an update of its own (the decompiled
    // SheetBridge: the content lives in a hosting controller, and a presenter's run hands it a
    // new root, `setRootView`): the content of the sheets already up runs first, with what it
    // has, then the whole tree, where a presenter's run hands its sheet a new root. A list's
    // cells likewise (rule 17).
    if liveNodes.hosts > 0 { root.visitHostedContent() }
    root.visit()
  }

  /// Whether the pass must stop here: the deadline has passed (read from its clock once per
  /// view visited, and remembered).
  func isPastDeadline() -> Bool {
    guard hasDeadline else { return false }
    guard !stoppedAtDeadline, let deadline else { return stoppedAtDeadline }
    stoppedAtDeadline = deadline.now() >= deadline.instant
    return stoppedAtDeadline
  }

  /// What is on screen now.
  func snapshot() -> RenderedView {
    root.snapshot()
  }

  /// Calls `body` with the path and lines of every view the screen shows (transparent helpers
  /// left out), in screen order: what ``RenderedView/flattened(under:)`` gives for a snapshot.
  func forEachVisibleView(_ body: (String, [String]) -> Void) {
    root.forEachVisibleView(body)
  }

  /// Calls `body` with the value of every live view, in screen order, each node's followed by
  /// those of the children it keeps off screen and what a sheet's host holds
  /// (``ViewNode/forEachLiveView(_:)``).
  func forEachLiveView(_ body: (any LabView) -> Void) {
    root.forEachLiveView(body)
  }

  /// Removes every view, cancelling every subscription.
  func tearDown() {
    root.tearDown()
  }

  /// Whether body runs are counted for ``takeBodyRuns()``. Turned off by the bench, which never
  /// takes them, and by a run that reads no render counts (`Runner.Observer.readsRenderCounts`),
  /// whose ``takeBodyRuns()`` then returns an empty table.
  var countsBodyRuns = true

  /// Body runs per view node since the last ``takeBodyRuns()``, read per view path.
  ///
  /// NB: a node works out its path once (see ``ViewNode/path``): building it from the root on
  /// every body run cost more than the run.
  ///
  /// NB: `@exclusivity(unchecked)`: counted on every body run, and the runtime checked each
  /// count; the path is worked out before the update begins, which runs no other code.
  @exclusivity(unchecked) private var bodyRuns = BodyRunCounts()

  /// Returns the body runs counted since the last call, per view path, and starts counting
  /// afresh.
  func takeBodyRuns() -> [String: Int] {
    bodyRuns.take()
  }

  /// Counts a body run of `node` (its path, for ``takeBodyRuns()``) and records its `body`
  /// event. A `ForEach` row's run, its discarded sizing run in a `List` included, is its
  /// closure's, recorded as a `closure` event and not counted as a body run
  /// (``LabView/isForEachRow``).
  func didRunBody(of node: ViewNode) {
    guard !node.view.isForEachRow else { return EventLog.record(node.name, .closure) }
    if countsBodyRuns { bodyRuns.count(ObjectIdentifier(node), path: node.path) }
    EventLog.record(node.name, .body)
  }

  func record(_ subject: String, _ kind: Event.Kind) {
    EventLog.record(subject, kind)
  }

  /// The first live view matching `target`.
  func find(_ target: TapTarget) -> ViewNode? {
    root.find(target)
  }
}

/// How a renderer's views are told that what they show has changed.
public enum ObservationTracking: Sendable {
  /// Each body runs inside its own `withObservationTracking`, so a view is invalidated by what its
  /// body read through the Observation module, and by its observed objects (SwiftUI from iOS 17).
  case perBody
  /// Bodies are not tracked: only observed objects (`@ObservedObject`) invalidate a view
  /// (SwiftUI before iOS 17, where the store library's view stores were the only way to observe).
  case none
}

/// A count of live view nodes, shared by a renderer and its nodes.
final class LiveNodeCount {
  var count = 0
  /// How many live views host their children's update: views that can present a sheet
  /// (``PresentedContent`` with `.sheet`), shown or not, and list rows. While there is none, a
  /// pass is one walk. NB: the extra walk follows only the paths to pending views, and a
  /// presenter with nothing shown has no pending children, so it renders nothing there.
  var hosts = 0
}
