import Foundation

extension BenchReport {
  /// One benchmark's series, grouped by operation in the order measured.
  struct Benchmark {
    let name: String
    let axis: String
    let operations: [[Bench.Series]]
    /// The contestants, ideals first, in the order measured.
    var contestants: [String] {
      operations.joined().map(\.contestant).uniqued()
    }
  }

  /// The benchmarks' series of `series`, one ``Benchmark`` per axis, in the order measured.
  static func benchmarks(_ series: [Bench.Series]) -> [Benchmark] {
    series.filter { $0.benchmark != nil }.grouped(inOrderBy: \.axis).map { rows in
      Benchmark(name: rows[0].benchmark!, axis: rows[0].axis, operations: grouped(rows))
    }
  }

  /// The median time of one operation's series at its one size.
  private static func time(_ series: Bench.Series) -> Double? {
    series.nanoseconds.values.first
  }

  /// Per contestant, its time divided by the fastest contestant's on the same operation.
  static func ratiosToFastest(_ operation: [Bench.Series]) -> [String: Double] {
    let contestants = operation.filter { !Bench.Series.ideals.contains($0.contestant) }
    guard let fastest = contestants.compactMap(time).min(), fastest > 0 else { return [:] }
    var ratios: [String: Double] = [:]
    for series in operation {
      if let time = time(series) { ratios[series.contestant] = time / fastest }
    }
    return ratios
  }

  /// A benchmark's table: a row per operation, a column per contestant, the geometric mean of
  /// the ratios, and the notes on what did not run and on times fewer than the run's `passes`
  /// timed.
  static func benchmarkTable(_ benchmark: Benchmark, passes: Int) -> [String] {
    let names = benchmark.contestants
    let width = max(16, names.map(\.count).max()! + 2)
    var lines = [
      "\(benchmark.axis) (median time per operation, and its ratio to the fastest contestant)",
      (["operation".padding(to: 28), "rows".leftPadded(to: 7)]
        + names.map { $0.leftPadded(to: width) }).joined(),
    ]
    var logRatios: [String: [Double]] = [:]
    // NB: an operation no one ran for one reason (over `--max-size`) is said once, and is left
    // out of the mean, which is over the operations that ran.
    let notRun = benchmark.operations.filter { operation in
      operation.allSatisfy { $0.nanoseconds.isEmpty }
        && Set(operation.map(\.skipped)).count == 1 && operation[0].skipped != nil
    }
    let notRunNames = Set(notRun.map { $0[0].operation })
    var skips = notRun.map { "  \($0[0].operation): \($0[0].skipped!)" }
    for operation in benchmark.operations {
      let ratios = ratiosToFastest(operation)
      let size = operation.compactMap { $0.nanoseconds.keys.first }.first
      var cells = [
        operation[0].operation.padding(to: 28), (size?.grouped ?? "–").leftPadded(to: 7),
      ]
      for name in names {
        let series = operation.first { $0.contestant == name }
        guard let series, let time = time(series) else {
          cells.append("–".leftPadded(to: width))
          continue
        }
        let ratio = ratios[name].map { " (\(twoDecimals($0)))" } ?? ""
        cells.append((duration(time) + ratio).leftPadded(to: width))
        if let ratio = ratios[name] { logRatios[name, default: []].append(log(ratio)) }
      }
      lines.append(cells.joined())
    }
    skips += skipNotes(benchmark.operations.filter { !notRunNames.contains($0[0].operation) })
    // NB: an operation has one size, which its row names, so the note says the passes alone.
    for series in benchmark.operations.joined() {
      guard let medians = series.passMedians.values.first, medians.count < passes else { continue }
      skips.append(
        "  \(series.operation), \(series.contestant): timed in \(medians.count) of \(passes) passes"
      )
    }
    let ran = benchmark.operations.count - notRun.count
    let meanTitle =
      ran == benchmark.operations.count
      ? "geometric mean of ratios" : "geometric mean (\(ran) of \(benchmark.operations.count))"
    var mean = [meanTitle.padding(to: 28), "".leftPadded(to: 7)]
    for name in names {
      let values = logRatios[name] ?? []
      let complete = ran > 0 && values.count == ran
      mean.append(
        (complete ? twoDecimals(exp(values.reduce(0, +) / Double(values.count))) : "–")
          .leftPadded(to: width))
    }
    lines.append(mean.joined())
    return lines + skips
  }

  /// The notes for the contestants not run on some of `operations`, the operations that ran:
  /// a contestant's limit said once for every operation it refused (with the contestants it
  /// refused in the same words), any other reason once for every operation it was given for.
  private static func skipNotes(_ operations: [[Bench.Series]]) -> [String] {
    /// Contestants a limit refused on the same operations, in the same words.
    struct Refusal {
      var names: [String]
      let limit: ContestantLimit
      let operations: [String]
      /// What each operation reaches, which the limit refused.
      let sizes: [Int]
    }
    var refusals: [Refusal] = []
    var reasons: [(name: String, reason: String, operations: [String])] = []
    for name in operations.joined().map(\.contestant).uniqued() {
      let skipped = operations.joined().filter { $0.contestant == name && $0.skipped != nil }
      let refused = skipped.filter { $0.refused != nil }
      if let limit = refused.first?.refused?.limit {
        // NB: only the size each operation reaches differs from one operation to the next.
        let names = refused.map(\.operation)
        if let index = refusals.firstIndex(where: { $0.operations == names && $0.limit == limit }) {
          refusals[index].names.append(name)
        } else {
          refusals.append(
            Refusal(
              names: [name], limit: limit, operations: names,
              sizes: refused.map { $0.refused!.size }))
        }
      }
      for series in skipped where series.refused == nil {
        if let index = reasons.firstIndex(where: { $0.name == name && $0.reason == series.skipped })
        {
          reasons[index].operations.append(series.operation)
        } else {
          reasons.append((name, series.skipped!, [series.operation]))
        }
      }
    }
    var notes: [String] = []
    for (name, reason, names) in reasons {
      let which = names.count == operations.count ? "" : names.joined(separator: ", ") + ", "
      notes.append("  \(which)\(name): \(reason)")
    }
    for refusal in refusals {
      let which =
        refusal.operations.count == operations.count
        ? "any operation here" : refusal.operations.joined(separator: ", ")
      let sizes = Set(refusal.sizes).sorted()
      let need =
        (refusal.operations.count == 1 ? "the operation needs " : "these operations need ")
        + (sizes.count == 1 ? sizes[0].grouped : "\(sizes[0].grouped) to \(sizes.last!.grouped)")
      notes.append(
        "  \(refusal.names.joined(separator: ", ")): not run on \(which): "
          + "\(refusal.names.count == 1 ? "it runs" : "they run") at most "
          + "\(refusal.limit.maximum.grouped) \(refusal.limit.parameter); \(need): "
          + refusal.limit.reason)
    }
    return notes
  }

  /// A ratio to the fastest as js-framework-benchmark prints it, `1.44`; `<0.01` below that,
  /// not `0.00`.
  static func twoDecimals(_ ratio: Double) -> String {
    ratio < 0.01 ? "<0.01" : String(format: "%.2f", ratio)
  }
}
