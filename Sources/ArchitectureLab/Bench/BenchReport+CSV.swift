import Foundation

extension BenchReport {
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
}
