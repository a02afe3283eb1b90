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
}

/// The ideal contestant's timed step and untimed restore.
struct IdealSteps {
  let step: () -> Void
  let restore: () -> Void
}
