import Foundation
import Instrumentation

/// `compare bench`: time per step as the work grows, per contestant, next to the `ideal`
/// contestant measured in the same run.
///
/// For each axis, operation, contestant and size: mount the app (untimed), run warm-up steps,
/// then timed rounds; a step is the tap and the render pass after it, nothing else (no event
/// recording, no oracle, no leak scan). Operations that change the size are followed by an
/// untimed restoring tap, so every timed step sees the same size. Reported: the median time per
/// step over rounds, its ratio to `ideal` at the same size, the growth exponent over sizes, and
/// the process's peak memory at each size. A contestant whose sizes exceed the time budget is skipped
/// for the larger sizes, with the reason printed.
enum Bench {
  /// How much to measure.
  struct Settings {
    var rounds = 7
    var stepsPerRound = 5
    var warmUpSteps = 3
    /// Seconds one contestant may spend on one operation over all sizes.
    var budget = 12.0
    /// The largest size to run, to shorten a run.
    var maximumSize = Int.max
  }

  /// One contestant's measurements on one operation.
  struct Series {
    let axis: String
    let operation: String
    let contestant: String
    /// Median nanoseconds per step, per size; absent sizes were skipped.
    var nanoseconds: [Int: Double] = [:]
    /// Peak resident bytes of the process while this size was mounted and measured.
    var peakMemory: [Int: Int] = [:]
    var skipped: String?

    var exponent: Double? {
      let sizes = nanoseconds.keys.sorted()
      return growthExponent(sizes: sizes.map(Double.init), costs: sizes.map { nanoseconds[$0]! })
    }
  }

  static func run(
    _ axes: [BenchAxis], settings: Settings, progress: (String) -> Void = { _ in }
  ) -> [Series] {
    axes.flatMap { axis in
      axis.operations.flatMap { operation in
        measure(axis, operation, settings: settings, progress: progress)
      }
    }
  }

  private static func measure(
    _ axis: BenchAxis, _ operation: BenchAxis.Operation, settings: Settings,
    progress: (String) -> Void
  )
    -> [Series]
  {
    guard let scenario = Scenarios.all.first(where: { $0.name == axis.scenario }) else { return [] }
    let sizes = axis.sizes.filter { $0 <= settings.maximumSize }
    var ideal = Series(axis: axis.label, operation: operation.name, contestant: "ideal")
    for size in sizes {
      PeakMemory.reset()
      let steps = operation.ideal(size)
      ideal.nanoseconds[size] = time(settings, step: { steps.step }, restore: steps.restore)
      ideal.peakMemory[size] = PeakMemory.bytes()
    }
    var all = [ideal]
    for contestant in scenario.contestants where contestant.expected == .correct {
      var series = Series(axis: axis.label, operation: operation.name, contestant: contestant.name)
      let started = ContinuousClock.now
      var previous: (size: Int, cost: Duration)?
      for size in sizes {
        let spent = started.duration(to: .now)
        // NB: a size costs at least linearly more than the one before (mounting alone does), so
        // a size whose predicted cost would not fit in what is left of the budget is skipped
        // rather than started: one size cannot be interrupted once it runs.
        let predicted = previous.map { $0.cost * (Double(size) / Double($0.size)) } ?? .zero
        guard spent + predicted < .seconds(settings.budget) else {
          series.skipped =
            "sizes from \(size) skipped: \(spent.secondsText) spent, "
            + "\(predicted.secondsText) predicted for \(size), "
            + "over the \(Int(settings.budget)) s budget (--budget)"
          break
        }
        progress("\(axis.label) \(size): \(operation.name), \(contestant.name)")
        let sizeStarted = ContinuousClock.now
        let parameters = Parameters(scenario.defaultParameters.merging([axis.parameter: size]))
        PeakMemory.reset()
        let renderer = contestant.mount(parameters)
        renderer.renderPass()
        series.nanoseconds[size] = time(
          settings,
          step: { action(for: operation.tap(size), on: renderer) },
          restore: {
            if let restore = operation.restore { action(for: restore(size), on: renderer)() }
          })
        series.peakMemory[size] = PeakMemory.bytes()
        renderer.tearDown()
        previous = (size, sizeStarted.duration(to: .now))
      }
      all.append(series)
    }
    return all
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
    let work = action(for: operation.tap(size), on: renderer)
    let before = WorkCounter.storeUpdates
    work()
    return WorkCounter.storeUpdates - before + renderer.takeBodyRuns().values.reduce(0, +)
  }

  /// Median nanoseconds per step over the rounds. `step` prepares one step untimed (finds the
  /// button) and returns the work to time.
  private static func time(_ settings: Settings, step: () -> () -> Void, restore: () -> Void)
    -> Double
  {
    for _ in 0..<settings.warmUpSteps {
      step()()
      restore()
    }
    var rounds: [Double] = []
    for _ in 0..<settings.rounds {
      var total = Duration.zero
      for _ in 0..<settings.stepsPerRound {
        let work = step()
        total += ContinuousClock().measure(work)
        restore()
      }
      rounds.append(Double(total.nanoseconds) / Double(settings.stepsPerRound))
    }
    return rounds.sorted()[rounds.count / 2]
  }

  /// Finds the tap's button and returns the work of the step: the tap and its render pass.
  private static func action(for tap: Tap, on renderer: Renderer) -> () -> Void {
    NotificationDepth.reset()
    guard let action = renderer.find(tap.target)?.action(for: tap) else {
      preconditionFailure("the bench taps only what is on screen: \(tap)")
    }
    return {
      action()
      renderer.renderPass()
    }
  }
}

extension BenchAxis {
  /// `list rows`: the scenario and the parameter swept.
  var label: String { "\(scenario) \(parameter)" }
}
