extension BenchAxis {
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
