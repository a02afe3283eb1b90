/// A growth axis the bench measures: a scenario parameter swept over sizes, and the operations
/// timed at each size.
struct BenchAxis {
  /// One timed operation: the tap to time, the untimed tap that brings the size back, and the
  /// ideal contestant's version of both.
  struct Operation {
    let name: String
    /// The tap to time, given the current size.
    let tap: (Int) -> Tap
    /// An untimed tap that restores the size after a timed step, if the step changed it.
    let restore: ((Int) -> Tap)?
    /// The ideal's timed step and untimed restore, at a given size.
    let ideal: @MainActor (Int) -> IdealSteps
  }

  let scenario: String
  let parameter: String
  let sizes: [Int]
  let operations: [Operation]

  /// The axes `compare bench` runs by default: every scenario's.
  static var all: [BenchAxis] {
    Scenarios.all.flatMap(\.benchAxes)
  }

  /// The axes of `scenario` (every axis when `nil`) and the contestants named (`nil` for all),
  /// checked: `compare bench --scenario NAME --contestant NAME…`.
  static func selected(scenario: String?, contestants: [String]) throws(UsageError) -> (
    axes: [BenchAxis], contestants: Set<String>?
  ) {
    let axes = all.filter { scenario == nil || $0.scenario == scenario }
    if let scenario, axes.isEmpty {
      let names = Scenarios.all.filter { !$0.benchAxes.isEmpty }.map(\.name)
      let hint = didYouMean(scenario, in: names) ?? ""
      throw UsageError(
        message:
          "no bench axis for scenario \(echo(scenario))\(hint) (scenarios with axes: "
          + "\(names.joined(separator: ", ")))")
    }
    guard !contestants.isEmpty else { return (axes, nil) }
    let known = Set(
      Scenarios.all.filter { scenario in axes.contains { $0.scenario == scenario.name } }
        .flatMap(\.contestants).map(\.name) + [Bench.Series.ideal])
    if let unknown = contestants.first(where: { !known.contains($0) }) {
      let hint = didYouMean(unknown, in: known.sorted()) ?? ""
      throw UsageError(message: "no contestant \(echo(unknown)) on these axes\(hint)")
    }
    return (axes, Set(contestants))
  }
}

/// The ideal contestant's timed step and untimed restore.
struct IdealSteps {
  let step: () -> Void
  let restore: () -> Void
}
