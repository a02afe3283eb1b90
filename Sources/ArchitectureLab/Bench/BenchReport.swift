import Foundation

/// Prints bench results: per axis and operation, a row per contestant with the median time per
/// step at each size, the growth exponent, the ratio to `ideal` at the largest common size, and
/// the peak memory there.
enum BenchReport {
  static func text(_ series: [Bench.Series]) -> String {
    var lines: [String] = []
    for group in grouped(series) {
      let sizes = Set(group.flatMap(\.nanoseconds.keys)).sorted()
      lines.append("\(group[0].axis): \(group[0].operation) (median time per step)")
      let header =
        ["contestant".padding(to: 14)] + sizes.map { sizeLabel($0).leftPadded(to: 9) }
        + ["exp".leftPadded(to: 6), "×ideal".leftPadded(to: 8), "peak MB".leftPadded(to: 9)]
      lines.append(header.joined())
      let ideal = group.first { $0.contestant == Bench.Series.ideal }
      for row in group {
        let largest = row.nanoseconds.keys.max()
        var cells = [row.contestant.padding(to: 14)]
        cells += sizes.map { size in (row.nanoseconds[size].map(duration) ?? "–").leftPadded(to: 9)
        }
        cells.append((row.exponent.map { String(format: "%.2f", $0) } ?? "–").leftPadded(to: 6))
        let ratio = largest.flatMap { size in
          ideal?.nanoseconds[size].map { row.nanoseconds[size]! / $0 }
        }
        cells.append((ratio.map { String(format: "%.1f", $0) } ?? "–").leftPadded(to: 8))
        let memory = largest.flatMap { row.peakMemory[$0] }
        cells.append(
          (memory.map { String(format: "%.1f", Double($0) / 1_048_576) } ?? "–").leftPadded(to: 9))
        lines.append(cells.joined())
        if let skipped = row.skipped { lines.append("  \(row.contestant): \(skipped)") }
      }
      lines.append("")
    }
    lines.append(
      "exp: slope of log(time) against log(size); ×ideal: the ratio to the ideal contestant")
    lines.append("measured in the same run, at the largest size both ran; peak MB at that size.")
    return lines.joined(separator: "\n")
  }

  static func csv(_ series: [Bench.Series]) -> String {
    var rows = ["axis,operation,contestant,size,ns_per_step,peak_bytes"]
    for row in series {
      for size in row.nanoseconds.keys.sorted() {
        let cells = [
          row.axis, row.operation, row.contestant, "\(size)",
          String(format: "%.0f", row.nanoseconds[size]!),
          row.peakMemory[size].map(String.init) ?? "",
        ]
        rows.append(cells.map(CSVReport.escape).joined(separator: ","))
      }
    }
    return rows.joined(separator: "\n")
  }

  static func json(_ series: [Bench.Series]) -> String {
    struct Entry: Encodable {
      let axis, operation, contestant: String
      let nanosecondsPerStep: [String: Double]
      let peakBytes: [String: Int]
      let exponent: Double?
      let skipped: String?
    }
    let entries = series.map { row in
      Entry(
        axis: row.axis, operation: row.operation, contestant: row.contestant,
        nanosecondsPerStep: Dictionary(
          uniqueKeysWithValues: row.nanoseconds.map { ("\($0.key)", $0.value) }),
        peakBytes: Dictionary(uniqueKeysWithValues: row.peakMemory.map { ("\($0.key)", $0.value) }),
        exponent: row.exponent, skipped: row.skipped)
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

  /// One log-log line chart per axis and operation: time per step against size.
  static func charts(_ series: [Bench.Series]) -> [LineChart] {
    grouped(series).map { group in
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
