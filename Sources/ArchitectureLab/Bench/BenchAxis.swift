/// What `compare bench` measures of a scenario: operations timed as a parameter grows (a growth
/// axis), or operations each timed at one size and reported side by side (a benchmark, such as
/// js-framework-benchmark's on the list).
struct BenchAxis {
  /// One timed operation: the tap to time, the untimed tap that brings the state back, and the
  /// ideal contestants' versions of both.
  struct Operation {
    let name: String
    /// The one size a benchmark's operation runs at; `nil` on a growth axis, whose operations
    /// run at every size of the axis.
    var size: Int?
    /// The largest size the operation reaches from a size (`add` one more than it,
    /// `create-10000` ten thousand): a contestant limited below it is not run there.
    var peakSize: (Int) -> Int = { $0 }
    /// The tap to time, given the current size.
    let tap: (Int) -> Tap
    /// An untimed tap that restores the state after a timed step, if the step changed it.
    let restore: ((Int) -> Tap)?
    /// The ideal's timed step and untimed restore, at a given size: plain state, exactly the
    /// floor's bodies, no view layer.
    let ideal: @MainActor (Int) -> IdealSteps
    /// The same through the view layer, invalidating exactly the floor's views; `nil` where
    /// the scenario has none.
    var idealViews: (@MainActor (Int) -> IdealSteps)?
  }

  let scenario: String
  /// The scenario parameter the axis sweeps (`rows`, `depth`, `size`), set to each size in
  /// turn.
  let parameter: String
  /// The sizes a growth axis's operations run at, smallest first (a benchmark's operation has
  /// its own ``Operation/size``).
  let sizes: [Int]
  var operations: [Operation]
  /// The benchmark's name, for an axis whose operations each run at their own size
  /// (`js-framework-benchmark`); `nil` for a growth axis.
  var benchmark: String?

  /// The axes `compare bench` runs by default: every scenario's.
  static var all: [BenchAxis] {
    Scenarios.all.flatMap(\.benchAxes)
  }

  /// The sizes `operation` runs at on this axis.
  func sizes(of operation: Operation) -> [Int] {
    operation.size.map { [$0] } ?? sizes
  }

  /// The axes of `scenario` (every axis when `nil`), cut to the operation named (`nil` for all),
  /// and the contestants named (`nil` for all), checked: `compare bench --scenario NAME
  /// --operation NAME --contestant NAME…`.
  static func selected(
    scenario: String?, operation: String? = nil, contestants: [String]
  ) throws(UsageError) -> (axes: [BenchAxis], contestants: Set<String>?) {
    var axes = all.filter { scenario == nil || $0.scenario == scenario }
    if let scenario, axes.isEmpty {
      let names = Scenarios.all.filter { !$0.benchAxes.isEmpty }.map(\.name)
      let hint = didYouMean(scenario, in: names) ?? ""
      throw UsageError(
        message:
          "no bench axis for scenario \(echo(scenario))\(hint) (scenarios with axes: "
          + "\(names.joined(separator: ", ")))")
    }
    if let operation {
      let names = axes.flatMap(\.operations).map(\.name)
      guard names.contains(operation) else {
        let hint = didYouMean(operation, in: names) ?? ""
        throw UsageError(
          message:
            "no bench operation \(echo(operation))\(hint) (operations: "
            + "\(names.map { "'\($0)'" }.joined(separator: ", ")))")
      }
      axes = axes.compactMap { axis in
        var axis = axis
        axis.operations = axis.operations.filter { $0.name == operation }
        return axis.operations.isEmpty ? nil : axis
      }
    }
    guard !contestants.isEmpty else { return (axes, nil) }
    let scenarios = Scenarios.all.filter { scenario in
      axes.contains { $0.scenario == scenario.name }
    }
    let known = Set(scenarios.flatMap(\.contestants).map(\.name) + Bench.Series.ideals)
    if let unknown = contestants.first(where: { !known.contains($0) }) {
      let hint = didYouMean(unknown, in: known.sorted()) ?? ""
      throw UsageError(message: "no contestant \(echo(unknown)) on these axes\(hint)")
    }
    // NB: the bench times only contestants declared correct (`Bench.measure`); one named that
    // is correct on none of the scenarios selected would time nothing, so it is refused. One
    // correct on some is timed there.
    for name in contestants {
      let declared = scenarios.compactMap { scenario in
        scenario.contestants.first { $0.name == name }.map { (scenario.name, $0.expected) }
      }
      guard !declared.isEmpty, declared.allSatisfy({ $0.1 != .correct }) else { continue }
      let verdicts = declared.map { "\($0.1.rawValue) on \($0.0)" }
      throw UsageError(
        message:
          "\(name) is declared \(verdicts.joined(separator: " and ")); the bench times only "
          + "contestants declared correct")
    }
    return (axes, Set(contestants))
  }
}

/// The ideal contestant's timed step and untimed restore.
struct IdealSteps {
  let step: () -> Void
  let restore: () -> Void
}
