import Foundation
import Instrumentation

/// `compare bench`: time per step as the work grows, per contestant, next to the `ideal`
/// contestant measured in the same run.
///
/// For each axis, operation and size, each contestant in turn (the ideals first, ``SeriesRun``):
/// mount the app (untimed), run warm-up steps, then timed rounds; a step is the tap and the render
/// pass after it, nothing else (no event recording, no oracle, no leak scan). Operations that
/// change the size are followed by an untimed restoring tap, so every timed step sees the same
/// size. Reported: the median time per step over rounds, its ratio to `ideal` at the same size,
/// the growth exponent over sizes, and the contestant's live heap at each size (``LiveHeap``).
/// The time budget, each contestant's own, bounds every loop: a contestant (the ideal too) whose
/// next size would not fit in what is left of it is skipped from that size on, and one that runs
/// out of it during a size stops its warm-up or rounds there, with the reason printed. With
/// several passes (`--passes`) the whole selection runs that many times in turn and each series
/// reports, per size, the median of its passes' medians (``Series/init(merging:)``).
enum Bench {
  /// The most rounds `--rounds` accepts; the budget stops them sooner anyway.
  static let maximumRounds = 1_000_000
  /// The most passes `--passes` accepts: each pass is a whole run of the selection.
  static let maximumPasses = 9

  /// How much to measure.
  struct Settings {
    var rounds = 7
    /// The most steps a round times; fewer for a slow step (``stepsPerRound(atMost:warmUp:)``).
    var stepsPerRound = 5
    var warmUpSteps = 3
    /// How many times the whole selection runs, one pass after another (`--passes`).
    var passes = 1
    /// Seconds one contestant may spend on one operation over all sizes, in each pass.
    var budget = 12.0
    /// The largest size to run, to shorten a run: an operation that reaches a larger one
    /// (`create 10,000 rows`) is left out.
    var maximumSize = Int.max
    /// The contestants to measure (`--contestant`), `nil` for all; the ideals are always measured.
    var contestants: Set<String>?
    /// The time now, for the budget; replaced in tests by a fake clock.
    var now: () -> ContinuousClock.Instant = { .now }
  }

  /// Measures every operation of `axes` on the ideals and the selected contestants, as many
  /// passes as `settings` asks, and merges each series' passes (``merging(_:)``).
  ///
  /// NB: pass 1 runs everything, then pass 2 everything…, rather than each series N times at
  /// once, so a series' passes are minutes apart and a spike of a shared machine (a whole
  /// series half again slower for a minute) falls in one of them, not all.
  static func run(
    _ axes: [BenchAxis], settings: Settings, progress: (String) -> Void = { _ in }
  ) -> [Series] {
    SteadyHeap.keepFreedMemory()
    let count = max(1, settings.passes)
    var primed: Set<String> = []
    let passes = (1...count).map { pass in
      let said = count == 1 ? "" : "pass \(pass) of \(count): "
      return axes.flatMap { axis in
        axis.operations.flatMap { operation in
          measure(axis, operation, settings: settings, primed: &primed) { progress(said + $0) }
        }
      }
    }
    return merging(passes)
  }

  /// Runs `name` (an operation's contestant or ideal) once, the first time the process measures
  /// it (`primed` holds the names run): a mount and a step at its first size, untimed, unmeasured,
  /// outside the budget, and outside the step's profiled symbol (``Step/unprofiled``).
  ///
  /// NB: a contestant's first mount and first step of an operation in the process fill what its
  /// code keeps for good (type metadata, key paths, the view layer's layout of each view type):
  /// kilobytes to tens of kilobytes that ``LiveHeap`` charged to the first size measured, which
  /// then read larger than the next (`store` on the stack: 48 KB at 1 screen, 30 KB at 8).
  private static func prime(_ name: String, _ primed: inout Set<String>, by run: () -> Void) {
    guard primed.insert(name).inserted else { return }
    run()
  }

  private static func measure(
    _ axis: BenchAxis, _ operation: BenchAxis.Operation, settings: Settings,
    primed: inout Set<String>, progress: (String) -> Void
  )
    -> [Series]
  {
    guard let scenario = Scenarios.all.first(where: { $0.name == axis.scenario }) else { return [] }
    let allSizes = axis.sizes(of: operation)
    let sizes = allSizes.filter { operation.peakSize($0) <= settings.maximumSize }
    // NB: an operation `--max-size` leaves no size of is said, not left as an empty row.
    let overMaximum = allSizes.first.flatMap { smallest in
      sizes.isEmpty
        ? "not run: it reaches \(operation.peakSize(smallest).grouped) \(axis.parameter), over "
          + "--max-size \(settings.maximumSize.grouped)" : nil
    }
    var runs: [SeriesRun] = []
    let ideals = [
      (Series.ideal, Optional(operation.ideal), false),
      (Series.idealViews, operation.idealViews, true),
    ]
    for case (let name, let steps?, let throughViews) in ideals {
      var ideal = Series(
        axis: axis.label, operation: operation.name, contestant: name, benchmark: axis.benchmark)
      ideal.skipped = overMaximum
      runs.append(
        run(ideal, sizes: sizes, settings: settings, primed: &primed) { size in
          let steps = steps(size)
          return Subject(
            step: {
              Step(
                profiled: throughViews ? { labBenchIdealViewsStep(steps) } : steps.step,
                unprofiled: steps.step)
            },
            restore: steps.restore)
        })
    }
    for contestant in scenario.contestants
    where contestant.expected == .correct
      && settings.contestants?.contains(contestant.name) != false
    {
      var series = Series(
        axis: axis.label, operation: operation.name, contestant: contestant.name,
        benchmark: axis.benchmark)
      series.skipped = overMaximum
      let refusal = { (size: Int) -> SeriesRun.Refusal? in
        let reached = operation.peakSize(size)
        return contestant.refusal(axis.parameter, reached).map { ($0.reason, $0.limit, reached) }
      }
      runs.append(
        run(series, sizes: sizes, settings: settings, primed: &primed, refusal: refusal) { size in
          let finder = mounted(
            contestant, scenario.defaultParameters.merging([axis.parameter: size]))
          return Subject(
            step: {
              let work = action(for: operation.tap(size), on: finder)
              return Step(profiled: { labBenchContestantStep(work) }, unprofiled: work)
            },
            restore: { restore(operation, size: size, on: finder) },
            tearDown: { finder.renderer.tearDown() })
        })
    }
    // NB: sizes outermost, so every contestant's time at a size is taken beside the others'
    // (``SeriesRun``).
    for size in sizes {
      for index in runs.indices {
        runs[index].measure(size, settings: settings, progress: progress)
      }
    }
    return runs.map(\.series)
  }

  /// The work one step costs a contestant at a size, counted rather than timed: stores updated
  /// plus view bodies run. Its growth over sizes is the bench's exponent without the noise of a
  /// clock, which tests assert.
  static func countedWork(
    _ axis: BenchAxis, _ operation: BenchAxis.Operation, contestant name: String, size: Int
  ) -> Int? {
    guard let scenario = Scenarios.all.first(where: { $0.name == axis.scenario }),
      let contestant = scenario.contestants.first(where: { $0.name == name })
    else { return nil }
    let renderer = contestant.mount(
      Parameters(scenario.defaultParameters.merging([axis.parameter: size])))
    defer { renderer.tearDown() }
    renderer.renderPass()
    _ = renderer.takeBodyRuns()
    let work = action(for: operation.tap(size), on: TapFinder(renderer))
    let before = WorkCounter.storeUpdates
    work()
    return WorkCounter.storeUpdates - before + renderer.takeBodyRuns().values.reduce(0, +)
  }

  /// A size's measurement: the median time per step over the rounds that ran.
  struct Timing {
    let nanoseconds: Double
    let rounds: Int
    /// The steps each round timed.
    let stepsPerRound: Int
    /// The heap's growth since before mounting, sampled after mounting and after the first step.
    let heap: LiveHeap.Growth

    /// The measurement of rounds that took `times` nanoseconds a step (at least one round):
    /// their median, by the passes' rule (``Series/median(_:)``).
    init(rounds times: [Double], stepsPerRound: Int, heap: LiveHeap.Growth) {
      nanoseconds = Series.median(times)
      rounds = times.count
      self.stepsPerRound = stepsPerRound
      self.heap = heap
    }
  }

  /// Median nanoseconds per step over the rounds, or `nil` when the deadline passed before a
  /// round could start (a started round ends, and is kept). `step` prepares one step untimed
  /// (finds the button) and returns its work, timed inside its profiled symbol. Warm-up steps
  /// and rounds stop at the deadline; the warm-up steps are timed to choose
  /// how many steps a round takes. `heap` is sampled once more, after the first step and before
  /// its restore: the state a timed step leaves (an add's extra row, a create's rows).
  private static func time(
    _ settings: Settings, until deadline: ContinuousClock.Instant, heap: LiveHeap.Growth,
    step: () -> Step, restore: () -> Void
  ) -> Timing? {
    var heap = heap
    var stepsRun = 0
    /// One step: prepared untimed, timed, the heap sampled after the first, then restored.
    func timedStep() -> Duration {
      let work = step().profiled
      let duration = ContinuousClock().measure(work)
      if stepsRun == 0 { heap.sample() }
      stepsRun += 1
      restore()
      return duration
    }
    var warmUp: [Duration] = []
    for _ in 0..<settings.warmUpSteps where settings.now() < deadline {
      warmUp.append(timedStep())
    }
    let steps = stepsPerRound(atMost: settings.stepsPerRound, warmUp: warmUp)
    var rounds: [Double] = []
    while rounds.count < settings.rounds, settings.now() < deadline {
      var total = Duration.zero
      for _ in 0..<steps {
        total += timedStep()
      }
      rounds.append(Double(total.nanoseconds) / Double(steps))
    }
    guard !rounds.isEmpty else { return nil }
    return Timing(rounds: rounds, stepsPerRound: steps, heap: heap)
  }

  /// The shortest round worth timing: many times what reading the clock costs and its
  /// resolution (tens of nanoseconds).
  static let shortestRound = Duration.milliseconds(1)

  /// How many steps a round times: as many as make it ``shortestRound`` long, judged by the
  /// fastest warm-up step, from 1 to `most` (`most` without a warm-up).
  ///
  /// NB: a round of several steps is there to be long beside the clock. A step of a millisecond
  /// or more is that alone, and timing it five times a round only spent the budget: at 10,000
  /// rows `store`'s add (a quarter of a second, with its untimed restoring remove) ran out of it
  /// after 4 of 7 rounds, and its remove was not started. The median is still over the rounds.
  static func stepsPerRound(atMost most: Int, warmUp: [Duration]) -> Int {
    guard let fastest = warmUp.min(), fastest > .zero else { return max(1, most) }
    let needed = (shortestRound / fastest).rounded(.up)
    return needed >= Double(most) ? max(1, most) : max(1, Int(needed))
  }

  /// A step's work, prepared: run inside its profiled symbol when timed, outside it to prime.
  struct Step {
    /// The work to time, inside the symbol a profiler counts it by, if it has one
    /// (`Bench/ProfiledStep.swift`).
    let profiled: () -> Void
    /// The same work outside that symbol: the priming step's, so a profile of the steps counts
    /// the warm-up steps and rounds only.
    let unprofiled: () -> Void
  }

  /// What the bench times at one size: an ideal's state or a contestant's mounted app.
  struct Subject {
    /// Prepares a step untimed (finds the button) and returns its work.
    let step: () -> Step
    /// The untimed tap or change that brings the state back after a step.
    let restore: () -> Void
    var tearDown: () -> Void = {}
  }

  /// The run of `series` over `sizes`, each of which sets up a ``Subject`` (untimed, counted
  /// against the budget) and times it with the heap sampled around it. The first time the process
  /// meets the series (``prime(_:_:by:)``), it is run once at the first size, unless refused there.
  private static func run(
    _ series: Series, sizes: [Int], settings: Settings, primed: inout Set<String>,
    refusal: @escaping (Int) -> SeriesRun.Refusal? = { _ in nil },
    subject: @escaping (Int) -> Subject
  ) -> SeriesRun {
    if let first = sizes.first, refusal(first) == nil {
      prime("\(series.axis): \(series.operation), \(series.contestant)", &primed) {
        let primer = subject(first)
        primer.step().unprofiled()
        primer.restore()
        primer.tearDown()
      }
    }
    return SeriesRun(series, largest: sizes.last, refusal: refusal) { size in
      var heap = LiveHeap.Growth()
      let timed = subject(size)
      heap.sample()
      return { deadline in
        defer { timed.tearDown() }
        return time(
          settings, until: deadline, heap: heap, step: timed.step, restore: timed.restore)
      }
    }
  }

  /// `contestant` mounted with `parameters` and rendered, its body runs not counted: the finder
  /// of its buttons, which holds its renderer.
  private static func mounted(_ contestant: Contestant, _ parameters: [String: Int]) -> TapFinder {
    let renderer = contestant.mount(Parameters(parameters))
    renderer.countsBodyRuns = false
    renderer.renderPass()
    return TapFinder(renderer)
  }

  /// The untimed tap that brings the state back after `operation`'s step, if it changed it.
  private static func restore(_ operation: BenchAxis.Operation, size: Int, on finder: TapFinder) {
    if let restore = operation.restore { action(for: restore(size), on: finder)() }
  }

  /// Finds the tap's button and returns the work of the step: the tap and its render pass.
  private static func action(for tap: Tap, on finder: TapFinder) -> () -> Void {
    NotificationDepth.reset()
    guard let action = finder.view(for: tap.target)?.action(for: tap) else {
      preconditionFailure("the bench taps only what is on screen: \(tap)")
    }
    let renderer = finder.renderer
    return {
      action()
      renderer.renderPass()
    }
  }
}

extension BenchAxis {
  /// `list rows`: the scenario and the parameter swept; a benchmark's name for a benchmark
  /// (`list: js-framework-benchmark`).
  var label: String { benchmark.map { "\(scenario): \($0)" } ?? "\(scenario) \(parameter)" }
}
