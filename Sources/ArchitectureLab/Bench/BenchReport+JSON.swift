import Foundation

extension BenchReport {
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
      /// Per size: the rounds timed and the steps each timed; over several passes, the rounds
      /// of the passes that ran the size and the fewest steps any of them timed a round.
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
}
