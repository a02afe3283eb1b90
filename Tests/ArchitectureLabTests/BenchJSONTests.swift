import Foundation
import Testing

@testable import ArchitectureLab

/// The bench's JSON and CSV say what they are and carry the text table's ratios, and
/// docs/report-schema.md and `compare explain` define every field and column (newcomer review
/// 25b, finding 10). The series are built by hand: no timing here.
@Suite("Bench JSON and CSV")
struct BenchJSONTests {
  /// A series of `contestant` with these median times per size, one round of one step each.
  private func series(
    _ contestant: String, _ nanoseconds: [Int: Double], axis: String = "list rows",
    operation: String = "add a row", benchmark: String? = nil
  ) -> Bench.Series {
    var series = Bench.Series(
      axis: axis, operation: operation, contestant: contestant, benchmark: benchmark)
    series.nanoseconds = nanoseconds
    series.rounds = nanoseconds.mapValues { _ in (count: 1, steps: 1) }
    series.passMedians = nanoseconds.mapValues { [$0] }
    series.heapBytes = nanoseconds.mapValues { _ in 1_024 }
    return series
  }

  /// A growth axis's operation with both ideals, a contestant that ran every size, one that
  /// stopped early and one that ran a size the ideals did not; then a benchmark's operation
  /// and one it did not run.
  private var measured: [Bench.Series] {
    let benchmark = "js-framework-benchmark"
    let axis = "list: \(benchmark)"
    var notRun = series("c", [:], axis: axis, operation: "create 10,000 rows", benchmark: benchmark)
    notRun.skipped = "not run: it reaches 10,000 rows, over --max-size 1,000"
    return [
      series("ideal", [10: 100, 100: 200]),
      series("ideal/views", [10: 400, 100: 800]),
      series("c", [10: 1_000, 100: 3_000]),
      series("s", [10: 500]),
      series("x", [10: 1_000, 1_000: 9_000]),
      series("ideal", [1_000: 500], axis: axis, operation: "swap two rows", benchmark: benchmark),
      series("c", [1_000: 5_000], axis: axis, operation: "swap two rows", benchmark: benchmark),
      series("d", [1_000: 2_500], axis: axis, operation: "swap two rows", benchmark: benchmark),
      notRun,
    ]
  }

  private func document(_ series: [Bench.Series]) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(BenchReport.json(series).utf8))
        as? [String: Any])
  }

  @Test("the bench JSON is kind bench, version 2; the run report is kind run, still version 3")
  func kindTellsTheDocumentsApart() throws {
    let bench = try document(measured)
    #expect(bench["kind"] as? String == "bench")
    #expect(bench["schemaVersion"] as? Int == 2)
    let run = CompareCommand.run(["run", "basics", "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(report["kind"] as? String == "run")
    #expect(report["schemaVersion"] as? Int == 3)
    #expect(run.output.hasPrefix("{\n  \"kind\" : \"run\",\n  \"runs\" : [\n"))
  }

  @Test("a series' JSON has the text table's ratios to both ideals and the size they are at")
  func jsonRatiosToTheIdeals() throws {
    let entries = try #require(try document(measured)["series"] as? [[String: Any]])
    let growth = entries.filter { $0["axis"] as? String == "list rows" }
    let ratios = growth.map { entry in
      [
        entry["contestant"] as? String ?? "?", "\(entry["ratioSize"] ?? "–")",
        "\(entry["ratioToIdeal"] ?? "–")", "\(entry["ratioToIdealViews"] ?? "–")",
      ].joined(separator: " ")
    }
    // NB: at the row's own largest size; x's, 1,000, is one the ideals did not run.
    #expect(
      ratios == [
        "ideal 100 1 0.25", "ideal/views 100 4 1", "c 100 15 3.75", "s 10 5 1.25", "x 1000 – –",
      ])
    // NB: the same function the text table's ×ideal and ×views call.
    let rows = measured.filter { $0.axis == "list rows" }
    #expect(BenchReport.ratio(of: rows[2], to: rows[0]) == 15)
    #expect(BenchReport.ratio(of: rows[2], to: rows[1], at: 10) == 2.5)
    let notRun = try #require(entries.last)
    #expect(notRun["ratioSize"] == nil && notRun["ratioToIdeal"] == nil)
  }

  @Test("each CSV row has the ratios to the ideals at its size, empty where they did not run it")
  func csvRatiosToTheIdeals() {
    let csv = BenchReport.csv(measured).split(separator: "\n")
    #expect(csv.first.map(String.init) == BenchReport.csvHeader.joined(separator: ","))
    let columns = BenchReport.csvHeader
    let ratios = csv.dropFirst().map { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      return ["contestant", "size", "ratio_to_ideal", "ratio_to_ideal_views"].map {
        columns.firstIndex(of: $0).map { String(cells[$0]) } ?? "no \($0)"
      }.joined(separator: ",")
    }
    #expect(
      ratios.joined(separator: "\n") == """
        ideal,10,1.0,0.25
        ideal,100,1.0,0.25
        ideal/views,10,4.0,1.0
        ideal/views,100,4.0,1.0
        c,10,10.0,2.5
        c,100,15.0,3.75
        s,10,5.0,1.25
        x,10,10.0,2.5
        x,1000,,
        ideal,1000,1.0,
        c,1000,10.0,
        d,1000,5.0,
        """)
  }

  /// docs/report-schema.md's bench section: the JSON table's rows, the CSV table's rows and
  /// the example's text.
  private func benchSchema() throws -> (json: [(String, String)], csv: [String], example: String) {
    let section = try ReportFormatTests.schemaSection("Bench JSON and CSV")
    let tables = section.components(separatedBy: "\n| column | meaning |\n")
    #expect(tables.count == 2, "the section has a CSV table")
    let example = try #require(
      section.components(separatedBy: "\n```json\n").last?.components(separatedBy: "\n```\n")
        .first)
    return (
      ReportFormatTests.tableRows(tables[0]), ReportFormatTests.tableRows(tables[1]).map(\.0),
      example
    )
  }

  @Test("docs/report-schema.md documents every field of the bench JSON, with its type")
  func jsonMatchesSchema() throws {
    let schema = try benchSchema()
    let json = try document(measured)
    ReportFormatTests.expectDocumented(schema.json, in: [json])
    let paths = schema.json.map(\.0)
    #expect(Set(json.keys) == ReportFormatTests.fields(under: nil, of: paths))
    let fields = ReportFormatTests.fields(under: "series[]", of: paths)
    let entries = try #require(json["series"] as? [[String: Any]])
    #expect(Set(entries.flatMap(\.keys)) == fields, "every field is documented")
    // NB: the example is cut from a real run: its fields are documented, its kind and version
    // are the code's.
    let example = try #require(
      try JSONSerialization.jsonObject(with: Data(schema.example.utf8)) as? [String: Any])
    #expect(example["kind"] as? String == "bench")
    #expect(example["schemaVersion"] as? Int == BenchReport.jsonSchemaVersion)
    let exampleEntries = try #require(example["series"] as? [[String: Any]])
    #expect(Set(exampleEntries.flatMap(\.keys)).isSubset(of: fields))
  }

  @Test("docs/report-schema.md documents every column of the bench CSV, in order")
  func csvMatchesSchema() throws {
    #expect(try benchSchema().csv == BenchReport.csvHeader)
  }

  @Test("compare explain defines every column of the bench's tables and CSV, read from them")
  func explainDefinesTheBenchColumns() throws {
    let explain = CompareCommand.run(["explain"]).output
    let bench = try #require(explain.components(separatedBy: "\nThe bench (`compare bench`)").last)
    #expect(bench != explain, "explain has a bench part")
    /// Whether `term` starts a line of the bench part, as a defined term does.
    func defines(_ term: String) -> Bool {
      bench.contains("\n  \(term) ")
    }
    let text = BenchReport.text(measured)
    // NB: a table is a block: its title, then its header.
    let headers = text.components(separatedBy: "\n\n").compactMap { block in
      block.split(separator: "\n").dropFirst().first
    }.filter { $0.hasPrefix("contestant ") || $0.hasPrefix("operation ") }
    #expect(headers.count == 2, "a growth table's header and a benchmark's")
    let contestants = Set(measured.map(\.contestant))
    for header in headers {
      // NB: columns are two spaces or more apart; `per +1` has one inside.
      let cells = header.components(separatedBy: "  ").map { $0.trimmingWhitespace() }
        .filter { !$0.isEmpty }
      #expect(cells.count > 3, "\(header)")
      for cell in cells {
        if cell.allSatisfy({ $0.isNumber || $0 == "k" }) {
          #expect(defines("10 100 1k …"), "the sizes, \(cell)")
        } else if contestants.contains(cell) {
          #expect(defines("ideal, vanilla …"), "a contestant's column, \(cell)")
        } else {
          #expect(defines(cell), "\(cell)")
        }
      }
    }
    let mean = try #require(text.split(separator: "\n").first { $0.hasPrefix("geometric mean") })
    #expect(defines(String(mean.prefix(14))))
    let flowing = bench.flowing
    for column in BenchReport.csvHeader {
      #expect(
        defines(column) || flowing.contains("CSV: \(column)]")
          || flowing.contains("CSV: \(column),"), "\(column)")
    }
    #expect(explain.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}
