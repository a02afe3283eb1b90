extension BenchAxis {
  /// List rows N ∈ {10, …, 100k}: increment a middle row, add a row, remove a middle row.
  static let list = BenchAxis(
    scenario: "list", parameter: "rows", sizes: [10, 100, 1_000, 10_000, 100_000],
    operations: [
      .list("increment a middle row", step: { .increment(at: $0 / 2) }),
      .list(
        "add a row", step: { _ in .add }, restore: { .remove(at: $0) }),
      // NB: the restoring add appends, so the timed removal is always of a middle row.
      .list("remove a middle row", step: { .remove(at: $0 / 2) }, restore: { _ in .add }),
    ])

  /// The operations of js-framework-benchmark (krausest/js-framework-benchmark), each at the
  /// size it uses there: the rows mounted before it, and what brings the state back.
  static let listBenchmark = BenchAxis(
    scenario: "list", parameter: "rows", sizes: [],
    operations: [
      .list(
        "create 1,000 rows", size: 0, step: { _ in .create(count: 1_000) },
        restore: { _ in .clear }),
      .list(
        "replace all 1,000 rows", size: 1_000, step: { _ in .create(count: 1_000) }),
      .list("update every 10th row", size: 1_000, step: { _ in .updateEveryTenth }),
      // NB: the restoring selection is of another row, so every timed one changes two rows.
      .list(
        "select a row", size: 1_000, step: { _ in .select(at: 1) },
        restore: { _ in .select(at: 0) }),
      .list("swap two rows", size: 1_000, step: { _ in .swap }),
      .list(
        "remove a row", size: 1_000, step: { _ in .remove(at: 4) }, restore: { _ in .add }),
      .list(
        "create 10,000 rows", size: 0, step: { _ in .create(count: 10_000) },
        restore: { _ in .clear }),
      .list(
        "append 1,000 rows to 10,000", size: 10_000, step: { _ in .append(count: 1_000) },
        restore: { _ in .create(count: 10_000) }),
      .list(
        "clear 1,000 rows", size: 1_000, step: { _ in .clear },
        restore: { _ in .create(count: 1_000) }),
    ], benchmark: "js-framework-benchmark")
}

extension BenchAxis.Operation {
  /// An operation of the `list` app: `step` timed at a size, `restore` untimed after it, on the
  /// contestants (by tapping) and on both ideals. Its peak size is the larger of the rows before
  /// the step and after it (``ListOperation/rows(after:times:)``), as a script's steps are judged.
  static func list(
    _ name: String, size: Int? = nil, step: @escaping (Int) -> ListOperation,
    restore: ((Int) -> ListOperation)? = nil
  ) -> Self {
    Self(
      name: name, size: size, peakSize: { max($0, step($0).rows(after: $0)) },
      tap: { step($0).tap },
      restore: restore.map { restore in { restore($0).tap } },
      ideal: { size in
        let list = Mutable(ListIdeal(rowCount: size))
        return IdealSteps(
          step: { list.value.perform(step(size)) },
          restore: { if let restore { list.value.perform(restore(size)) } })
      },
      idealViews: { size in
        let (renderer, model) = ListIdealViews.mount(rowCount: size)
        renderer.countsBodyRuns = false
        renderer.renderPass()
        return IdealSteps(
          step: {
            model.perform(step(size))
            renderer.renderPass()
          },
          restore: {
            guard let restore else { return }
            model.perform(restore(size))
            renderer.renderPass()
          })
      })
  }
}
