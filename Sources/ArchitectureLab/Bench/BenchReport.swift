import Foundation

/// Prints bench results. A growth axis: per operation, a row per contestant with the median time
/// per step at each size, the growth exponent, the ratios to both ideals at the row's largest
/// size (if the ideal ran it), and the contestant's live heap there. A benchmark: a row per
/// operation, a column per contestant, each time with its ratio to the fastest contestant, as
/// js-framework-benchmark reports, and the geometric mean of those ratios.
enum BenchReport {
  static func text(_ series: [Bench.Series]) -> String {
    var lines: [String] = []
    let growth = grouped(series.filter { $0.benchmark == nil })
    for group in growth {
      lines += growthTable(group)
      lines.append("")
    }
    let benchmarks = benchmarks(series)
    for benchmark in benchmarks {
      lines += benchmarkTable(benchmark)
      lines.append("")
    }
    // NB: only the columns shown are explained: a benchmark alone has no exp or per +1.
    if !growth.isEmpty {
      lines.append(
        "exp: least-squares slope of log(time) against log(size) over the sizes run; with few")
      lines.append(
        "or small sizes, a fixed per-step cost pulls it below the true order. per +1: what one")
      lines.append(
        "more unit of size (a row, a level, a screen) costs a step, from the two largest sizes")
      lines.append(
        "run. ×ideal, ×views: the ratio to the ideal and to the ideal through the view layer")
      lines.append(
        "(ideal/views), measured in the same run, at the row's largest size, if the ideal ran it.")
      lines.append(
        "heap: the bytes the allocator had in use for the contestant at that size, above what")
      lines.append(
        "it had before mounting it (the larger of after mounting and after a step, not during")
      lines.append("one).")
      lines.append(
        "*: per +1, ratios or heap taken at smaller sizes than the table's largest, said under")
      lines.append("the row.")
      lines.append(
        "Ratios have two significant figures: to a sub-microsecond ideal they move by a quarter")
      lines.append("or more from run to run.")
    }
    if !benchmarks.isEmpty {
      lines.append(
        "rows: the rows mounted before the operation. A benchmark's ratio is to the fastest")
      lines.append("contestant on that operation (the ideals are not contestants).")
    }
    // NB: "a millisecond" is `Bench.shortestRound`.
    lines.append(
      "A time is the median over rounds of up to \(Bench.Settings().stepsPerRound) steps; a step "
        + "of a millisecond")
    lines.append("or more is timed alone (JSON: roundsTimed, stepsPerRound).")
    // NB: said when the times are medians of passes, from the series themselves.
    let passes = series.flatMap(\.passMedians.values).map(\.count).max() ?? 1
    if passes > 1 {
      lines.append(
        "Over \(passes) passes (--passes), a time is the median of the passes' medians, the lower")
      lines.append("of two middles (JSON: passNanoseconds).")
    }
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
      // NB: so are its ratios, taken at its own largest size (`store/legacy`'s at 100 rows
      // beside the others' at 100,000).
      let ratios = [ideal, idealViews].map { ratio(of: row, to: $0) }
      let ratiosElsewhere = largest != sizes.last && ratios.contains { $0 != nil }
      for ratio in ratios {
        let text = ratio.map { significant($0) + (ratiosElsewhere ? "*" : "") }
        cells.append((text ?? "–").leftPadded(to: 8))
      }
      // NB: and its heap.
      let memory = largest.flatMap { row.heapBytes[$0] }
      let memoryElsewhere = largest != sizes.last && memory != nil
      cells.append(
        (memory.map { bytes($0) + (memoryElsewhere ? "*" : "") } ?? "–").leftPadded(to: 9))
      lines.append(cells.joined())
      if let skipped = row.skipped { lines.append("  \(row.contestant): \(skipped)") }
      var marked: [String] = []
      if elsewhere, let (small, large) = row.marginalSizes {
        marked.append("per +1 from \(small.grouped) to \(large.grouped)")
      }
      let atLargest = [ratiosElsewhere ? "ratios" : nil, memoryElsewhere ? "heap" : nil]
        .compactMap { $0 }
      if !atLargest.isEmpty, let largest {
        marked.append("\(atLargest.joined(separator: " and ")) at \(largest.grouped)")
      }
      if !marked.isEmpty {
        let what = marked.count == 1 && !elsewhere ? "the largest size" : "the largest sizes"
        lines.append(
          "  \(row.contestant): * \(marked.joined(separator: "; ")): \(what) it ran")
      }
    }
    return lines
  }

  /// The size a row's ratios to the ideals are taken at (`×ideal`, `×views`; JSON
  /// `ratioSize`): the largest size the row ran.
  static func ratioSize(of row: Bench.Series) -> Int? {
    row.nanoseconds.keys.max()
  }

  /// The ratio of `row` to `floor` at `size` (by default ``ratioSize(of:)``), if both ran it:
  /// the text table's `×ideal` and `×views`, the JSON's and the CSV's ratios.
  static func ratio(of row: Bench.Series, to floor: Bench.Series?, at size: Int? = nil) -> Double? {
    guard let size = size ?? ratioSize(of: row), let time = row.nanoseconds[size],
      let base = floor?.nanoseconds[size]
    else { return nil }
    return time / base
  }

  /// The ideals measured beside `row`: the series of the same axis and operation named
  /// ``Bench/Series/ideal`` and ``Bench/Series/idealViews``.
  private static func floors(of row: Bench.Series, in series: [Bench.Series]) -> (
    ideal: Bench.Series?, idealViews: Bench.Series?
  ) {
    let group = series.filter { $0.axis == row.axis && $0.operation == row.operation }
    return (
      group.first { $0.contestant == Bench.Series.ideal },
      group.first { $0.contestant == Bench.Series.idealViews }
    )
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
    var seen: Set<String> = []
    for name in operations.joined().map(\.contestant) where seen.insert(name).inserted {
      let skipped = operations.joined().filter { $0.contestant == name && $0.skipped != nil }
      let refused = skipped.filter { $0.refused != nil }
      if let limit = refused.first?.refused?.limit {
        // NB: only the size each operation reaches differs from one operation to the next.
        let names = refused.map(\.operation)
        if let index = refusals.firstIndex(where: {
          $0.operations == names && $0.limit.parameter == limit.parameter
            && $0.limit.maximum == limit.maximum && $0.limit.reason == limit.reason
        }) {
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

  /// A ratio to two significant figures: `8600`, `120`, `21`, `5.4`, `1.0`, `0.61`.
  ///
  /// NB: a ratio to a sub-microsecond ideal moves by 25 to 60 % from run to run; a third
  /// figure would be noise.
  static func significant(_ ratio: Double) -> String {
    guard ratio > 0, ratio.isFinite else { return String(format: "%.1f", ratio) }
    var exponent = Int(floor(log10(ratio)))
    // NB: rounding can reach the next power of ten: 9.96 is 10, not 10.0.
    if (ratio / pow(10, Double(exponent - 1))).rounded() >= 100 { exponent += 1 }
    guard exponent < 1 else {
      let scale = pow(10, Double(exponent - 1))
      return String(format: "%.0f", (ratio / scale).rounded() * scale)
    }
    return String(format: "%.\(1 - exponent)f", ratio)
  }

  /// The CSV's columns, in order (`compare explain` defines each).
  static let csvHeader = [
    "axis", "operation", "contestant", "size", "ns_per_step", "ratio_to_ideal",
    "ratio_to_ideal_views", "heap_bytes", "rounds", "steps_per_round",
  ]

  /// One row per series and size it ran, under ``csvHeader``.
  static func csv(_ series: [Bench.Series]) -> String {
    var rows = [csvHeader.joined(separator: ",")]
    for row in series {
      let floors = floors(of: row, in: series)
      for size in row.nanoseconds.keys.sorted() {
        // NB: full precision, as the JSON has it; a reader rounds.
        let ratios = [floors.ideal, floors.idealViews].map { floor in
          ratio(of: row, to: floor, at: size).map { "\($0)" } ?? ""
        }
        let cells =
          [
            row.axis, row.operation, row.contestant, "\(size)",
            String(format: "%.0f", row.nanoseconds[size]!),
          ] + ratios + [
            row.heapBytes[size].map(String.init) ?? "",
            row.rounds[size].map { "\($0.count)" } ?? "",
            row.rounds[size].map { "\($0.steps)" } ?? "",
          ]
        rows.append(cells.map(CSVReport.escape).joined(separator: ","))
      }
    }
    return rows.joined(separator: "\n")
  }

  /// The bench JSON's schema version (docs/report-schema.md, "Bench JSON and CSV").
  ///
  /// NB: version 2 adds `kind` and the ratios to the ideals (`ratioToIdeal`,
  /// `ratioToIdealViews`, `ratioSize`).
  static let jsonSchemaVersion = 2

  /// The whole run as one JSON document: `kind` `bench`, `schemaVersion` and a `series` entry
  /// per contestant and operation.
  static func json(_ series: [Bench.Series]) -> String {
    struct Entry: Encodable {
      let axis, operation, contestant: String
      let benchmark: String?
      let nanosecondsPerStep: [String: Double]
      /// Per size: each pass's median, in pass order (`--passes`); the time is their median.
      let passNanoseconds: [String: [Double]]
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
      /// The text table's `×ideal` and `×views` (``BenchReport/ratio(of:to:at:)``), and the
      /// size both are taken at.
      let ratioToIdeal, ratioToIdealViews: Double?
      let ratioSize: Int?
      let skipped: String?
    }
    var ratios: [String: [String: Double]] = [:]
    for benchmark in benchmarks(series) {
      for operation in benchmark.operations {
        ratios["\(benchmark.axis)|\(operation[0].operation)"] = ratiosToFastest(operation)
      }
    }
    let entries = series.map { row in
      let floors = floors(of: row, in: series)
      return Entry(
        axis: row.axis, operation: row.operation, contestant: row.contestant,
        benchmark: row.benchmark,
        nanosecondsPerStep: Dictionary(
          uniqueKeysWithValues: row.nanoseconds.map { ("\($0.key)", $0.value) }),
        passNanoseconds: Dictionary(
          uniqueKeysWithValues: row.passMedians.map { ("\($0.key)", $0.value) }),
        heapBytes: Dictionary(uniqueKeysWithValues: row.heapBytes.map { ("\($0.key)", $0.value) }),
        roundsTimed: Dictionary(
          uniqueKeysWithValues: row.rounds.map { ("\($0.key)", $0.value.count) }),
        stepsPerRound: Dictionary(
          uniqueKeysWithValues: row.rounds.map { ("\($0.key)", $0.value.steps) }),
        exponent: row.exponent, marginalNanoseconds: row.marginal,
        marginalSizes: row.marginalSizes.map { [$0, $1] },
        ratioToFastest: ratios["\(row.axis)|\(row.operation)"]?[row.contestant],
        ratioToIdeal: ratio(of: row, to: floors.ideal),
        ratioToIdealViews: ratio(of: row, to: floors.idealViews), ratioSize: ratioSize(of: row),
        skipped: row.skipped)
    }
    /// NB: `kind` tells it from the run report (`"kind": "run"`), whose schema has its own
    /// version; both are in docs/report-schema.md.
    struct Document: Encodable {
      let kind: String
      let schemaVersion: Int
      let series: [Entry]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // NB: encoding these plain structs cannot fail.
    let data = try! encoder.encode(
      Document(kind: "bench", schemaVersion: jsonSchemaVersion, series: entries))
    return String(decoding: data, as: UTF8.self)
  }

  /// One log-log line chart per growth-axis operation of `axes`, in their order, with its name
  /// (``BenchAxis/chartName(of:)``): time per step against size, a line per contestant of
  /// `series`. A benchmark's operations get none.
  static func charts(_ series: [Bench.Series], of axes: [BenchAxis] = BenchAxis.all)
    -> [(name: String, chart: LineChart)]
  {
    axes.flatMap { axis in
      axis.operations.compactMap { operation in
        axis.chartName(of: operation).map { name in
          let rows = series.filter { $0.axis == axis.label && $0.operation == operation.name }
          let chart = LineChart(
            title: "\(axis.label): \(operation.name)", xLabel: axis.parameter,
            yLabel: "time per step",
            lines: rows.map { row in
              (
                row.contestant,
                row.nanoseconds.keys.sorted().map { (Double($0), row.nanoseconds[$0]!) }
              )
            })
          return (name, chart)
        }
      }
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

  /// `12 KB`, `3.4 MB`, `140 MB`: a heap's size, in binary units (a KB is 1,024 bytes), with
  /// two or three significant figures.
  ///
  /// NB: the unit is chosen after rounding, so 1,048,100 bytes (1023.5 KB) read `1.0 MB`, not
  /// `1024 KB`, and 99.96 MB reads `100 MB`, not `100.0 MB`.
  static func bytes(_ count: Int) -> String {
    let kilobytes = (Double(count) / 1_024).rounded()
    guard kilobytes >= 1_024 else { return String(format: "%.0f KB", kilobytes) }
    let megabytes = Double(count) / 1_048_576
    return (megabytes * 10).rounded() < 1_000
      ? String(format: "%.1f MB", megabytes) : String(format: "%.0f MB", megabytes)
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
