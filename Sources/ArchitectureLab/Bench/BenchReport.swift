import Foundation

/// Prints bench results. A growth axis: per operation, a row per contestant with the median time
/// per step at each size, the growth exponent, the ratios to both ideals at the largest size
/// both ran, and the peak memory there. A benchmark: a row per operation, a column per
/// contestant, each time with its ratio to the fastest contestant, as js-framework-benchmark
/// reports, and the geometric mean of those ratios.
enum BenchReport {
  static func text(_ series: [Bench.Series]) -> String {
    var lines: [String] = []
    for group in grouped(series.filter { $0.benchmark == nil }) {
      lines += growthTable(group)
      lines.append("")
    }
    for benchmark in benchmarks(series) {
      lines += benchmarkTable(benchmark)
      lines.append("")
    }
    lines.append(
      "exp: slope of log(time) against log(size); per +1: what one more unit of size (a row,")
    lines.append(
      "a level, a screen) costs a step, from the two largest sizes run; ×ideal, ×views: the")
    lines.append(
      "ratio to the ideal and to the ideal through the view layer (ideal/views), measured in")
    lines.append("the same run, at the largest size both ran (the row's own largest); heap: the")
    lines.append("bytes the allocator had in use for the contestant at that size, above what it")
    lines.append("had before mounting it (the larger of after mounting and after a step). A")
    lines.append("benchmark's ratio is to the fastest contestant on that operation (the ideals")
    lines.append("are not contestants).")
    // NB: "a millisecond" is `Bench.shortestRound`.
    lines.append(
      "A time is the median over rounds of up to \(Bench.Settings().stepsPerRound) steps; a step "
        + "of a millisecond")
    lines.append("or more is timed alone (JSON: roundsTimed, stepsPerRound).")
    return lines.joined(separator: "\n")
  }

  private static func growthTable(_ group: [Bench.Series]) -> [String] {
    var lines: [String] = []
    let sizes = Set(group.flatMap(\.nanoseconds.keys)).sorted()
    lines.append("\(group[0].axis): \(group[0].operation) (median time per step)")
    // NB: wide enough for the longest name (`observation/shared-model`), so the columns line up.
    let nameWidth = max(14, (group.map(\.contestant.count).max() ?? 0) + 1)
    let header =
      ["contestant".padding(to: nameWidth)] + sizes.map { sizeLabel($0).leftPadded(to: 9) }
      + [
        "exp".leftPadded(to: 6), "per +1".leftPadded(to: 11), "×ideal".leftPadded(to: 8),
        "×views".leftPadded(to: 8),
        "heap".leftPadded(to: 9),
      ]
    lines.append(header.joined())
    let ideal = group.first { $0.contestant == Bench.Series.ideal }
    let idealViews = group.first { $0.contestant == Bench.Series.idealViews }
    for row in group {
      let largest = row.nanoseconds.keys.max()
      var cells = [row.contestant.padding(to: nameWidth)]
      cells += sizes.map { size in (row.nanoseconds[size].map(duration) ?? "–").leftPadded(to: 9) }
      cells.append((row.exponent.map { String(format: "%.2f", $0) } ?? "–").leftPadded(to: 6))
      // NB: a contestant that stopped before the largest sizes gives its cost per unit over
      // smaller ones, marked and said, since it can differ (`store/legacy` grows as rows²).
      let elsewhere = row.marginalSizes.map { $0 != (sizes.dropLast().last, sizes.last) } ?? false
      let marginal = row.marginal.map { signedDuration($0) + (elsewhere ? "*" : "") }
      cells.append((marginal ?? "–").leftPadded(to: 11))
      for floor in [ideal, idealViews] {
        let ratio = ratio(of: row, to: floor)
        cells.append((ratio.map { String(format: "%.1f", $0) } ?? "–").leftPadded(to: 8))
      }
      let memory = largest.flatMap { row.heapBytes[$0] }
      cells.append((memory.map(bytes) ?? "–").leftPadded(to: 9))
      lines.append(cells.joined())
      if let skipped = row.skipped { lines.append("  \(row.contestant): \(skipped)") }
      if elsewhere, let (small, large) = row.marginalSizes {
        lines.append(
          "  \(row.contestant): * per +1 from \(sizeLabel(small)) to \(sizeLabel(large)), the "
            + "largest sizes it ran")
      }
    }
    return lines
  }

  /// The ratio of `row` to `floor` at the largest size `row` ran, if `floor` ran it too.
  private static func ratio(of row: Bench.Series, to floor: Bench.Series?) -> Double? {
    guard let size = row.nanoseconds.keys.max(), let base = floor?.nanoseconds[size] else {
      return nil
    }
    return row.nanoseconds[size]! / base
  }

  /// One benchmark's series, grouped by operation in the order measured.
  private struct Benchmark {
    let name: String
    let axis: String
    let operations: [[Bench.Series]]
    /// The contestants, ideals first, in the order measured.
    var contestants: [String] {
      var seen: [String] = []
      for series in operations.joined() where !seen.contains(series.contestant) {
        seen.append(series.contestant)
      }
      return seen
    }
  }

  private static func benchmarks(_ series: [Bench.Series]) -> [Benchmark] {
    var order: [String] = []
    var groups: [String: [Bench.Series]] = [:]
    for row in series where row.benchmark != nil {
      if groups[row.axis] == nil { order.append(row.axis) }
      groups[row.axis, default: []].append(row)
    }
    return order.map { axis in
      let rows = groups[axis]!
      return Benchmark(name: rows[0].benchmark!, axis: axis, operations: grouped(rows))
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

  private static func benchmarkTable(_ benchmark: Benchmark) -> [String] {
    let names = benchmark.contestants
    let width = max(16, names.map(\.count).max()! + 2)
    var lines = [
      "\(benchmark.axis) (median time per operation, and its ratio to the fastest contestant)",
      (["operation".padding(to: 28), "rows".leftPadded(to: 7)]
        + names.map { $0.leftPadded(to: width) }).joined(),
    ]
    var logRatios: [String: [Double]] = [:]
    var skips: [String] = []
    // NB: a contestant refused every operation for the same reason is named once.
    var refusals: [String: Set<String>] = [:]
    // NB: an operation no one ran for one reason (over `--max-size`) is said once, and is left
    // out of the mean, which is over the operations that ran.
    let notRun = benchmark.operations.filter { operation in
      operation.allSatisfy { $0.nanoseconds.isEmpty }
        && Set(operation.map(\.skipped)).count == 1 && operation[0].skipped != nil
    }
    let notRunNames = Set(notRun.map { $0[0].operation })
    for series in benchmark.operations.joined() where !notRunNames.contains(series.operation) {
      refusals[series.contestant, default: []].insert(series.skipped ?? "")
    }
    for operation in notRun {
      skips.append("  \(operation[0].operation): \(operation[0].skipped!)")
    }
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
        let ratio = ratios[name].map { String(format: " (%.2f)", $0) } ?? ""
        cells.append((duration(time) + ratio).leftPadded(to: width))
        if let ratio = ratios[name] { logRatios[name, default: []].append(log(ratio)) }
      }
      lines.append(cells.joined())
      for series in operation where refusals[series.contestant, default: []].count > 1 {
        if let skipped = series.skipped {
          skips.append("  \(operation[0].operation), \(series.contestant): \(skipped)")
        }
      }
    }
    for name in names {
      if let reasons = refusals[name], reasons.count == 1, let reason = reasons.first,
        !reason.isEmpty
      {
        skips.append("  \(name): \(reason)")
      }
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
        (complete ? String(format: "%.2f", exp(values.reduce(0, +) / Double(values.count))) : "–")
          .leftPadded(to: width))
    }
    lines.append(mean.joined())
    return lines + skips
  }

  static func csv(_ series: [Bench.Series]) -> String {
    var rows = ["axis,operation,contestant,size,ns_per_step,heap_bytes,rounds,steps_per_round"]
    for row in series {
      for size in row.nanoseconds.keys.sorted() {
        let cells = [
          row.axis, row.operation, row.contestant, "\(size)",
          String(format: "%.0f", row.nanoseconds[size]!),
          row.heapBytes[size].map(String.init) ?? "",
          row.rounds[size].map { "\($0.count)" } ?? "",
          row.rounds[size].map { "\($0.steps)" } ?? "",
        ]
        rows.append(cells.map(CSVReport.escape).joined(separator: ","))
      }
    }
    return rows.joined(separator: "\n")
  }

  static func json(_ series: [Bench.Series]) -> String {
    struct Entry: Encodable {
      let axis, operation, contestant: String
      let benchmark: String?
      let nanosecondsPerStep: [String: Double]
      /// Per size: the bytes in use for the contestant (``Bench/Series/heapBytes``).
      let heapBytes: [String: Int]
      /// Per size: the rounds the median is over, and the steps each timed.
      let roundsTimed, stepsPerRound: [String: Int]
      let exponent: Double?
      /// What one more unit of size costs a step (``Bench/Series/marginal``), and the two
      /// sizes it is taken between.
      let marginalNanoseconds: Double?
      let marginalSizes: [Int]?
      /// A benchmark's: the time over the fastest contestant's on the same operation.
      let ratioToFastest: Double?
      let skipped: String?
    }
    var ratios: [String: [String: Double]] = [:]
    for benchmark in benchmarks(series) {
      for operation in benchmark.operations {
        ratios["\(benchmark.axis)|\(operation[0].operation)"] = ratiosToFastest(operation)
      }
    }
    let entries = series.map { row in
      Entry(
        axis: row.axis, operation: row.operation, contestant: row.contestant,
        benchmark: row.benchmark,
        nanosecondsPerStep: Dictionary(
          uniqueKeysWithValues: row.nanoseconds.map { ("\($0.key)", $0.value) }),
        heapBytes: Dictionary(uniqueKeysWithValues: row.heapBytes.map { ("\($0.key)", $0.value) }),
        roundsTimed: Dictionary(
          uniqueKeysWithValues: row.rounds.map { ("\($0.key)", $0.value.count) }),
        stepsPerRound: Dictionary(
          uniqueKeysWithValues: row.rounds.map { ("\($0.key)", $0.value.steps) }),
        exponent: row.exponent, marginalNanoseconds: row.marginal,
        marginalSizes: row.marginalSizes.map { [$0, $1] },
        ratioToFastest: ratios["\(row.axis)|\(row.operation)"]?[row.contestant],
        skipped: row.skipped)
    }
    struct Document: Encodable {
      let schemaVersion: Int
      let series: [Entry]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // NB: encoding these plain structs cannot fail.
    let data = try! encoder.encode(Document(schemaVersion: 1, series: entries))
    return String(decoding: data, as: UTF8.self)
  }

  /// One log-log line chart per growth axis and operation: time per step against size.
  static func charts(_ series: [Bench.Series]) -> [LineChart] {
    grouped(series.filter { $0.benchmark == nil }).map { group in
      LineChart(
        title: "\(group[0].axis): \(group[0].operation)", xLabel: "size",
        yLabel: "time per step (ns)",
        lines: group.map { row in
          (row.contestant, row.nanoseconds.keys.sorted().map { (Double($0), row.nanoseconds[$0]!) })
        })
    }
  }

  private static func grouped(_ series: [Bench.Series]) -> [[Bench.Series]] {
    var order: [String] = []
    var groups: [String: [Bench.Series]] = [:]
    for row in series {
      let key = "\(row.axis)|\(row.operation)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(row)
    }
    return order.map { groups[$0]! }
  }

  private static func sizeLabel(_ size: Int) -> String {
    size >= 1_000 && size % 1_000 == 0 ? "\(size / 1_000)k" : "\(size)"
  }

  /// A difference of durations: `+35 ns`, `-1.2 µs`; `0 ns` when it rounds to no nanosecond.
  static func signedDuration(_ nanoseconds: Double) -> String {
    guard abs(nanoseconds).rounded() >= 1 else { return "0 ns" }
    return (nanoseconds < 0 ? "-" : "+") + duration(abs(nanoseconds))
  }

  /// `12 KB`, `3.4 MB`, `140 MB`: a heap's size, in binary units (a KB is 1,024 bytes).
  static func bytes(_ count: Int) -> String {
    switch count {
    case ..<1_048_576: String(format: "%.0f KB", Double(count) / 1_024)
    case ..<104_857_600: String(format: "%.1f MB", Double(count) / 1_048_576)
    default: String(format: "%.0f MB", Double(count) / 1_048_576)
    }
  }

  /// `850 ns`, `12.3 µs`, `4.56 ms`.
  static func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
  }
}

extension String {
  /// The string right-aligned in `width` characters, after one space.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(1, width - count)) + self
  }
}
