import Foundation

/// Prints bench results. A growth axis: per operation, a row per contestant with the median time
/// per step at each size, the growth exponent, the ratios to both ideals at the row's largest
/// size (if the ideal ran it), and the contestant's live heap there. A benchmark: a row per
/// operation, a column per contestant, each time with its ratio to the fastest contestant, as
/// js-framework-benchmark reports, and the geometric mean of those ratios.
enum BenchReport {
  static func text(_ series: [Bench.Series]) -> String {
    var lines: [String] = []
    // NB: the run's passes, from the series themselves: the most medians any size has.
    let passes = series.flatMap(\.passMedians.values).map(\.count).max() ?? 1
    let growth = grouped(series.filter { $0.benchmark == nil })
    for group in growth {
      lines += growthTable(group, passes: passes)
      lines.append("")
    }
    let benchmarks = benchmarks(series)
    for benchmark in benchmarks {
      lines += benchmarkTable(benchmark, passes: passes)
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
    // NB: said when the times are medians of passes.
    if passes > 1 {
      lines.append(
        "Over \(passes) passes (--passes), a time is the median of the medians of the passes "
          + "that ran")
      lines.append(
        "its size, the lower of two middles (JSON: passNanoseconds); a size fewer passes timed is")
      lines.append("said under its row.")
    }
    return lines.joined(separator: "\n")
  }

  /// One growth operation's table: a row per series, each with its notes under it.
  private static func growthTable(_ group: [Bench.Series], passes: Int) -> [String] {
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
    let (ideal, idealViews) = floors(of: group[0], in: group)
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
      if let note = fewerPasses(row, of: passes) { lines.append("  \(row.contestant): \(note)") }
    }
    return lines
  }

  /// The sizes of `row` that fewer than the run's `passes` timed, and how many did
  /// (`100,000 timed in 2 of 5 passes`), or `nil` when every pass timed every size it has.
  ///
  /// NB: a pass skips a size when the budget's prediction says it would not fit, and the
  /// passes' times differ, so a faster pass can reach a size the others did not: its time is
  /// then the median of fewer passes, which the row says.
  static func fewerPasses(_ row: Bench.Series, of passes: Int) -> String? {
    var sizes: [Int: [Int]] = [:]
    for (size, medians) in row.passMedians where medians.count < passes {
      sizes[medians.count, default: []].append(size)
    }
    guard !sizes.isEmpty else { return nil }
    return sizes.keys.sorted(by: >).map { count in
      let listed = sizes[count]!.sorted().map(\.grouped)
      let which =
        listed.count == 1
        ? listed[0] : listed.dropLast().joined(separator: ", ") + " and " + listed.last!
      return "\(which) timed in \(count) of \(passes) passes"
    }.joined(separator: "; ")
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
  static func floors(of row: Bench.Series, in series: [Bench.Series]) -> (
    ideal: Bench.Series?, idealViews: Bench.Series?
  ) {
    let group = series.filter { $0.axis == row.axis && $0.operation == row.operation }
    return (
      group.first { $0.contestant == Bench.Series.ideal },
      group.first { $0.contestant == Bench.Series.idealViews }
    )
  }

  /// `series` grouped by axis and operation, in the order each group first appears.
  static func grouped(_ series: [Bench.Series]) -> [[Bench.Series]] {
    series.grouped(inOrderBy: { [$0.axis, $0.operation] })
  }

  private static func sizeLabel(_ size: Int) -> String {
    size >= 1_000 && size % 1_000 == 0 ? "\(size / 1_000)k" : "\(size)"
  }
}
