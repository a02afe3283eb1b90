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

  /// The axes `compare bench` runs by default.
  static let all: [BenchAxis] = [list, chain, stack]

  /// List rows N ∈ {10, …, 100k}: increment a middle row, add a row, remove a middle row.
  static let list = BenchAxis(
    scenario: "list", parameter: "rows", sizes: [10, 100, 1_000, 10_000, 100_000],
    operations: [
      Operation(
        name: "increment a middle row",
        tap: { Tap(target: .position("CounterRow", $0 / 2), label: "+") }, restore: nil,
        ideal: { size in
          let list = Mutable(IdealList(rowCount: size))
          return IdealSteps(step: { list.value.increment(at: size / 2) }, restore: {})
        }),
      Operation(
        name: "add a row",
        tap: { _ in Tap(target: .view("ListView"), label: "Add") },
        restore: { Tap(target: .position("CounterRow", $0 - 1), label: "Remove") },
        ideal: { size in
          let list = Mutable(IdealList(rowCount: size))
          return IdealSteps(step: { list.value.add() }, restore: { list.value.remove(at: size) })
        }),
      Operation(
        name: "remove a middle row",
        tap: { Tap(target: .position("CounterRow", $0 / 2), label: "Remove") },
        restore: { _ in Tap(target: .view("ListView"), label: "Add") },
        ideal: { size in
          let list = Mutable(IdealList(rowCount: size))
          return IdealSteps(
            step: { list.value.remove(at: size / 2) }, restore: { list.value.add() })
        }),
    ])
}

extension BenchAxis {
  /// Chain depth D ∈ {1, 4, 16, 64}: increment at the leaf.
  static let chain = BenchAxis(
    scenario: "chain", parameter: "depth", sizes: [1, 4, 16, 64],
    operations: [
      Operation(
        name: "increment at the leaf", tap: { _ in Tap(target: .view("SettingsView"), label: "+") },
        restore: nil,
        ideal: { _ in
          let chain = Mutable(IdealChain())
          return IdealSteps(step: { chain.value.incrementLeaf() }, restore: {})
        })
    ])

  /// Stack size S ∈ {1, 8, 64}: increment the top screen.
  static let stack = BenchAxis(
    scenario: "stack", parameter: "size", sizes: [1, 8, 64],
    operations: [
      Operation(
        name: "increment the top screen",
        tap: { _ in Tap(target: .last("ScreenView"), label: "+") },
        restore: nil,
        ideal: { size in
          let stack = Mutable(IdealStack(size: size))
          return IdealSteps(step: { stack.value.incrementTop() }, restore: {})
        })
    ])
}

/// The ideal contestant's timed step and untimed restore.
struct IdealSteps {
  let step: () -> Void
  let restore: () -> Void
}
