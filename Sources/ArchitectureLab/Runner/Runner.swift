import Instrumentation

/// Runs a script on the reference and on contestants in lockstep, one turn per step, checking
/// every contestant's screen against the reference's with the ``Oracle``.
///
/// The reference goes first at every step: a step the user could not perform on the reference
/// screen (a row that does not exist, a button that is not shown) is an error in the script,
/// reported at its line. Memory does not grow with the number of steps unless the per-step
/// results are kept (`keepingSteps`): `repeat` lines expand as they run, and a caller that
/// writes steps out hears each one through its ``Observer``.
enum Runner {
  /// How long one step, or the first render, may take on a contestant before the contestant is
  /// stopped with the verdict `timeout`.
  ///
  /// NB: steps run synchronously on the main actor and cannot be interrupted from outside. The
  /// render pass reads the clock once per view it visits and stops once the limit has passed, so
  /// a slow render stops within one view's body runs of the limit (two for a newly inserted list
  /// row: its sizing run, then its own); work inside a tap (a model's own code) is
  /// measured, not interrupted. Unbounded re-entrant notification, update loops and the loops a
  /// model flags itself (a store stops a send after 10,000 actions) are cut short by their own
  /// bounds long before this, and are `loop`, not `timeout`.
  struct TimeLimit {
    var perStep: Duration = .seconds(10)
    /// The time now; replaced in tests by a fake clock.
    var now: () -> ContinuousClock.Instant = { .now }
  }

  /// Hears a run as it goes, so a caller can write steps out and show progress.
  struct Observer {
    /// Every step of every contestant as it is recorded: the contestant's index and the step.
    var step: (Int, StepResult) -> Void = { _, _ in }
    /// After every script step: the steps done and the steps in the script.
    var progress: (Int, Int) -> Void = { _, _ in }
    /// Whether ``step`` reads the contestants' screens (``StepResult/screen``); when it does not
    /// and no steps are kept, each screen is checked as the renderer's views are walked and not
    /// kept (a fuzz run).
    var readsScreens = true
    /// Whether ``step`` reads each step's timeline (its events and their order: logs, the HTML
    /// page); when it does not and no steps are kept, each turn's events are counted as they are
    /// recorded and not kept, if ``readsEventCounts`` asks for counts, and neither the models'
    /// trace lines nor the renderer's marks and passes are asked for. Every count is the same
    /// either way. A fuzz run reads neither, and records no events at all.
    var readsTimelines = true
    /// Whether ``step`` reads what each step rendered against what it had to: its body runs per
    /// view, the oracle's floor and the wasted renders (``StepResult``'s `bodyRuns`, `needed`
    /// and `wastedRuns`, and the `bodies`, `floor` and `wasted` counters). When it does not and
    /// no steps are kept, none of them is worked out and each is empty or 0 (a fuzz run, whose
    /// report shows none of them). Every check (stale screens, loops, the time limit, leaks) is
    /// made the same either way.
    var readsRenderCounts = true
    /// Whether ``step`` reads the counts a step's events make (``Timeline/counts``: the
    /// `notifications`, `syncWork`, stores, view stores and scopes counters). When it does not,
    /// reads no timeline and no steps are kept, a step's turn records no events at all: the
    /// models find no ``EventLog/recorder`` installed, as in a benchmark, and those counters are
    /// 0 (a fuzz run, whose report shows none of them). The teardown is recorded all the same,
    /// and every check (stale screens, loops, the time limit, leaks) is made the same either way.
    var readsEventCounts = true
  }

  /// Runs `script`; contestants' object graphs are walked for leaks after the steps `leakScans`
  /// says (and at mount and before the teardown, always).
  static func run(
    _ script: Script, contestants: [Contestant], keepingSteps: Bool = true,
    leakScans: LeakScanSchedule = .script, timeLimit: TimeLimit = TimeLimit(),
    observer: Observer = Observer()
  ) throws(ScriptError) -> [ContestantResult] {
    var steps = script.steps.makeIterator()
    return try run(
      script, steps: script.steps.count, next: { _ in steps.next() }, contestants: contestants,
      keepingSteps: keepingSteps, leakScans: leakScans, timeLimit: timeLimit, observer: observer)
  }

  /// Runs at most `count` steps on `script`'s scenario and parameters, each made by `next` from
  /// the reference's screen before it (the script's own lines are not played): how the fuzzer
  /// picks each step from the screen this run has already drawn.
  static func run(
    _ script: Script, steps count: Int, next: (RenderedView) -> Script.Step?,
    contestants: [Contestant], keepingSteps: Bool = true,
    leakScans: LeakScanSchedule = .script, timeLimit: TimeLimit = TimeLimit(),
    observer: Observer = Observer()
  ) throws(ScriptError) -> [ContestantResult] {
    let reference = script.scenario.makeReference(script.parameters)
    let countingRenders = keepingSteps || observer.readsRenderCounts
    // NB: a screen made for the stale check alone has no views to look up by path; one that is
    // kept for the observer has them, whoever counts renders.
    let listsScreens = countingRenders || observer.readsScreens
    var tree = reference.screen()
    var current = Screen(tree, listingViews: listsScreens)
    let runs = contestants.enumerated().map { index, contestant in
      ContestantRun(
        contestant, keepingSteps: keepingSteps,
        keepingScreens: keepingSteps || observer.readsScreens,
        keepingTimelines: keepingSteps || observer.readsTimelines,
        // NB: a turn whose timeline is kept records its events whatever this says.
        countingEvents: observer.readsEventCounts,
        countingRenders: countingRenders, leakScans: leakScans, timeLimit: timeLimit,
        onStep: { observer.step(index, $0) })
    }
    // NB: what had to render is the same for every contestant: computed once per step, and not
    // at all when no one reads it.
    let mounted = countingRenders ? Oracle.floor(from: nil, to: current) : []
    for run in runs {
      run.mount(reference: current, needed: mounted, parameters: script.parameters)
    }
    var offset = 0
    while offset < count, let step = next(tree) {
      try perform(step, on: tree, in: script)
      tree = reference.screen()
      let previous = current
      current = Screen(tree, listingViews: listsScreens)
      let needed = countingRenders ? Oracle.floor(from: previous, to: current) : []
      for run in runs where !run.isStopped {
        run.perform(step, index: offset + 1, needed: needed, reference: current)
      }
      offset += 1
      observer.progress(offset, count)
    }
    return runs.map { run in
      var result = run.finish(script: script.name, scenario: script.scenario.name)
      result.isBuiltinScript = script.isBuiltin
      return result
    }
  }

  /// Taps the reference, or throws the located error a user gets for an impossible step.
  private static func perform(_ step: Script.Step, on tree: RenderedView, in script: Script)
    throws(ScriptError)
  {
    func error(_ message: String, column: Int? = nil) -> ScriptError {
      ScriptError(
        file: script.file, line: step.line, column: column ?? step.column, message: message)
    }
    guard let view = tree.find(step.tap.target) else {
      guard let argument = step.argument,
        let allowed = allowedValues(for: step.tap.target, named: argument.phrase, on: tree)
      else {
        throw error("\(step.text): \(step.tap) is not on screen at this step")
      }
      throw error("\(step.text): \(allowed)", column: argument.column)
    }
    guard let action = view.action(for: step.tap) else {
      let shown =
        view.buttons.labels.sorted().map { "[\($0)]" }
        + view.fields.keys.sorted().map { "\($0): …" }
      let kind = step.tap.text == nil ? "[\(step.tap.label)] button" : "\(step.tap.label) field"
      let controls = shown.isEmpty ? "no controls" : shown.joined(separator: " ")
      throw error("\(view.label) shows no \(kind) at this step (it shows: \(controls))")
    }
    action()
  }

  /// What the argument `phrase` names (`the position (I)`) could have picked on `tree` instead of
  /// `target`, in the script's terms (`the position (I) must be from 0 to 2 at this step`), or
  /// `nil` for a target no argument picks.
  ///
  /// NB: the views' own names (`CounterRow`) are the lab's, not the user's: the user wrote an
  /// argument, so the error names it and the values it may take.
  private static func allowedValues(
    for target: TapTarget, named phrase: String, on tree: RenderedView
  )
    -> String?
  {
    let views = tree.flattened().map(\.view).filter { $0.name == target.name }
    let none = "there is nothing for \(phrase) to pick at this step"
    switch target {
    case .position:
      switch views.count {
      case 0: return none
      case 1: return "\(phrase) can only be 0 at this step"
      default: return "\(phrase) must be from 0 to \(views.count - 1) at this step"
      }
    case .row:
      let shown = views.compactMap(\.id).map(\.description)
      guard !shown.isEmpty else { return none }
      let listed = shown.prefix(10).joined(separator: ", ")
      let rest = shown.count > 10 ? " and \(shown.count - 10) more" : ""
      return "\(phrase) must be one shown at this step: \(listed)\(rest)"
    case .view, .last:
      return nil
    }
  }
}

/// One contestant's run in progress: its live views, its leak tracker and its running totals.
private final class ContestantRun {
  private let contestant: Contestant
  private let keepingSteps: Bool
  /// Whether each step's result holds the contestant's screen; see ``Runner/Observer``.
  private let keepingScreens: Bool
  /// Whether each turn's timeline keeps its entries; see ``Runner/Observer``.
  private let keepingTimelines: Bool
  /// Whether a step's events are recorded, to be counted; see ``Runner/Observer``'s
  /// `readsEventCounts`.
  private let countingEvents: Bool
  /// Whether body runs are counted; see ``Runner/Observer``'s `readsRenderCounts`.
  private let countingRenders: Bool
  private let leakScans: LeakScanSchedule
  /// The step after which the graph was last walked for leaks (0: the mount).
  private var lastLeakScan = 0
  private let onStep: (StepResult) -> Void
  private var renderer: Renderer?
  private let leaks = LeakTracker()
  private var steps: [StepResult] = []
  private var totals = Counters()
  private var staleViews: [String] = []
  private var seenStale: Set<String> = []
  private let timeLimit: Runner.TimeLimit
  private var stop: ContestantResult.Stop?
  /// The renderer's count of live view nodes, kept to find views that outlive the teardown.
  private var liveViews: LiveNodeCount?
  /// The turn being recorded.
  ///
  /// NB: `@exclusivity(unchecked)`: every event of a turn is appended to it, from the closures
  /// ``turn(_:)`` installs, and the runtime's checks were 0.6 % of a fuzz step of `favorites`;
  /// an append calls out to nothing that records again (turns do not nest), so no two accesses
  /// overlap.
  @exclusivity(unchecked) private var timeline = Timeline()
  /// How many entries the last turn recorded: the next one starts with room for as many.
  private var lastTimelineCount = 0
  /// The most entries a turn's timeline starts with room for.
  private static let timelineReserved = 1_024

  init(
    _ contestant: Contestant, keepingSteps: Bool, keepingScreens: Bool, keepingTimelines: Bool,
    countingEvents: Bool, countingRenders: Bool, leakScans: LeakScanSchedule,
    timeLimit: Runner.TimeLimit,
    onStep: @escaping (StepResult) -> Void
  ) {
    self.contestant = contestant
    self.keepingSteps = keepingSteps
    self.keepingScreens = keepingScreens
    self.keepingTimelines = keepingTimelines
    self.countingEvents = countingEvents
    self.countingRenders = countingRenders
    self.leakScans = leakScans
    self.timeLimit = timeLimit
    self.onStep = onStep
  }

  /// Whether the run was stopped by a loop or the time limit; it takes no further steps.
  var isStopped: Bool { stop != nil }

  /// Mounts and renders the contestant; `needed` is what the oracle says had to render.
  func mount(reference: Screen, needed: Set<String>, parameters: Parameters) {
    let started = timeLimit.now()
    let mountTimeline = turn {
      let renderer = contestant.mount(parameters)
      if keepingTimelines { renderer.trace = { [unowned self] in record($0) } }
      if !countingRenders { renderer.countsBodyRuns = false }
      renderer.deadline = deadline(from: started)
      self.renderer = renderer
      liveViews = renderer.liveNodes
      renderer.renderPass()
    }
    finishTurn(
      index: 0, text: "mount", timeline: mountTimeline, needed: needed, reference: reference,
      note: nil, started: started)
  }

  func perform(_ step: Script.Step, index: Int, needed: Set<String>, reference: Screen) {
    guard let live = renderer else { return }
    var note: String?
    let started = timeLimit.now()
    live.deadline = deadline(from: started)
    let stepTimeline = turn {
      if let action = live.find(step.tap.target)?.action(for: step.tap) {
        action()
      } else {
        note = "\(step.tap) is not on this contestant's screen; not tapped"
      }
      live.renderPass()
    }
    finishTurn(
      index: index, text: step.text, timeline: stepTimeline, needed: needed, reference: reference,
      note: note, started: started)
  }

  private func deadline(from started: ContinuousClock.Instant) -> Renderer.Deadline {
    Renderer.Deadline(instant: started + timeLimit.perStep, now: timeLimit.now)
  }

  /// Records the turn, then stops the run if it looped or ran over the time limit.
  private func finishTurn(
    index: Int, text: String, timeline: Timeline, needed: Set<String>, reference: Screen,
    note: String?, started: ContinuousClock.Instant
  ) {
    guard let renderer else { return }
    let elapsed = started.duration(to: timeLimit.now())
    let stop = stopCause(renderer, elapsed: elapsed, index: index)
    // NB: a render stopped at the time limit left the screen half drawn: it is not compared.
    let timedOut = stop?.verdict == .timeout
    // NB: no `compactMap`: a closure literal here is main-actor isolated, and handed to the
    // standard library it checked the executor twice a turn.
    var notes: [String] = []
    if let note { notes.append(note) }
    if let stop {
      notes.append(
        timedOut
          ? "stopped at the time limit; the screen is not checked"
          : "stopped here: \(stop.reason); no further steps")
    }
    record(
      index: index, text: text, timeline: timeline, needed: needed,
      reference: timedOut ? nil : reference,
      note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    self.stop = stop
  }

  private func stopCause(_ renderer: Renderer, elapsed: Duration, index: Int)
    -> ContestantResult.Stop?
  {
    if NotificationDepth.loopDetected {
      return .init(
        step: index, verdict: .loop,
        reason: NotificationDepth.flaggedLoop ?? "unbounded re-entrant notification")
    }
    if renderer.updateLoopDetected {
      return .init(
        step: index, verdict: .loop,
        reason: "update loop: more than \(Renderer.maximumPasses) render passes")
    }
    guard renderer.stoppedAtDeadline || elapsed > timeLimit.perStep else { return nil }
    let turn = index == 0 ? "the first render" : "the step"
    return .init(
      step: index, verdict: .timeout,
      reason:
        "\(turn) ran \(elapsed.secondsText), over the \(timeLimit.perStep.secondsText) step limit "
        + "(--step-limit SECONDS sets it)")
  }

  /// Releases the contestant's views (and with them its models), then reports.
  func finish(script: String, scenario: String) -> ContestantResult {
    // NB: the renderer holds the root view, which holds the models; releasing it must release
    // every view model and store, so their deinit events land in the teardown.
    if let renderer { leaks.scan(renderer) }
    // NB: the teardown's events are the result's own, so its timeline keeps them.
    let teardown = turn(keepingEntries: true) {
      renderer?.tearDown()
      renderer = nil
    }.sortedEvents
    totals.add(teardown)
    return ContestantResult(
      script: script, scenario: scenario, contestant: contestant, steps: steps, teardown: teardown,
      stop: stop, leaked: leaks.survivors() + leakedViews(), totals: totals,
      staleViews: staleViews)
  }

  /// `View ×N` when view nodes outlived the teardown: a view kept alive by a model or a cycle.
  private func leakedViews() -> [String] {
    let leaked = liveViews?.count ?? 0
    return leaked > 0 ? ["View ×\(leaked)"] : []
  }

  /// Runs one turn and returns what happened in it, in order.
  ///
  /// NB: the timeline starts with room for what the last turn recorded, up to a bound, so a
  /// turn's events do not grow it from empty, copying it at every doubling (1 % of a fuzz step
  /// of `favorites`).
  ///
  /// NB: a run that reads no timeline counts each event as it is recorded and keeps none, and
  /// asks for no trace lines (``EventLog/tracer``), which count for nothing: appending every
  /// event to be counted afterwards was 1.4 % of `compare fuzz --seed 1 --steps 2000` at
  /// edcfc60, when the fuzz still counted its events (it now records none: see
  /// ``turn(keepingEntries:_:)``).
  private func turn(_ body: () -> Void) -> Timeline {
    turn(keepingEntries: keepingTimelines, body)
  }

  /// A turn whose timeline keeps its entries or, if not `keepingEntries`, only counts them, or
  /// records none if no one reads their counts either.
  ///
  /// NB: a turn that records nothing installs no recorder, so a model's `EventLog.record` makes
  /// no event (its subject is an autoclosure) and a delivery gets no serial: recording a fuzz
  /// step's events only to count them was 1.4 % of `compare fuzz --seed 1 --steps 500` (callgrind).
  private func turn(keepingEntries: Bool, _ body: () -> Void) -> Timeline {
    guard keepingEntries || countingEvents else {
      NotificationDepth.reset()
      body()
      return .countingOnly()
    }
    guard keepingEntries else {
      timeline = .countingOnly()
      NotificationDepth.reset()
      EventLog.recording(into: { [unowned self] in timeline.append(.event($0)) }, body)
      return timeline
    }
    timeline = Timeline(capacity: min(lastTimelineCount, Self.timelineReserved))
    defer { lastTimelineCount = timeline.entries.count }
    NotificationDepth.reset()
    EventLog.tracer = { [unowned self] in timeline.append(.traced($0)) }
    defer { EventLog.tracer = nil }  // NB: turns do not nest.
    EventLog.recording(into: { [unowned self] in timeline.append(.event($0)) }, body)
    return timeline
  }

  /// Adds what the renderer says to the turn being recorded.
  private func record(_ trace: Renderer.Trace) {
    switch trace {
    case .pass(let pass): timeline.append(.renderPass(pass))
    case .marked(let path): timeline.append(.marked(path))
    }
  }

  /// Records one turn's result; the screen is compared with `reference` unless it is `nil`.
  private func record(
    index: Int, text: String, timeline: Timeline, needed: Set<String>, reference: Screen?,
    note: String?
  ) {
    guard let renderer else { return }
    if index == 0
      || leakScans.walks(after: index, lastWalk: lastLeakScan, lastWalkSize: leaks.lastWalkSize)
    {
      leaks.scan(renderer)
      lastLeakScan = index
    }
    // NB: no `Optional.map`, for the reason given in `finishTurn`. A run that keeps no screen
    // compares the live views with the reference's as it walks them, building no screen, unless
    // their paths differ.
    var screen: Screen?
    var stale: [String] = []
    if let reference {
      if !keepingScreens, let shown = Oracle.staleViews(shownBy: renderer, reference: reference) {
        stale = shown
      } else {
        let shown = Screen(showing: renderer)
        stale = Oracle.staleViews(shown, reference: reference)
        if keepingScreens { screen = shown }
      }
    }
    let result = StepResult(
      index: index, text: text, timeline: timeline, bodyRuns: renderer.takeBodyRuns(),
      needed: needed, stale: stale, note: note, screen: screen, reference: reference)
    totals.add(result)
    for path in result.stale where seenStale.insert(path).inserted { staleViews.append(path) }
    if keepingSteps { steps.append(result) }
    onStep(result)
  }
}
