import Foundation
import Testing

@testable import ArchitectureLab

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Report formats")
struct ReportFormatTests {
  /// The heading of docs/report-schema.md's section on the bench's document, after the run
  /// report's.
  private static let benchSection = "\n## Bench JSON and CSV\n"

  /// The section of docs/report-schema.md under `heading`, up to the next one.
  static func schemaSection(_ heading: String) throws -> String {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/report-schema.md"), encoding: .utf8)
    let parts = text.components(separatedBy: "\n## \(heading)\n")
    #expect(parts.count == 2, "docs/report-schema.md has a section '\(heading)'")
    return parts.last?.components(separatedBy: "\n## ").first ?? ""
  }

  /// The fields the schema's `paths` name directly under `parent` (`runs[]`): `runs[].totals.steps`
  /// and `runs[].totals` both give `totals`; with `nil`, the document's own keys.
  static func fields(under parent: String?, of paths: [String]) -> Set<String> {
    guard let parent else { return Set(paths.filter { !$0.contains(".") }) }
    return Set(
      paths.filter { $0.hasPrefix(parent + ".") }.map {
        String($0.dropFirst(parent.count + 1).prefix { $0 != "." && $0 != "[" && $0 != "{" })
      })
  }

  @Test("docs/report-schema.md documents every field of the fuzz JSON, with its type")
  func fuzzJSONMatchesSchema() throws {
    let rows = Self.tableRows(try Self.schemaSection("Fuzz JSON"))
    let outcome = CompareCommand.run(["fuzz", "--seed", "1", "--steps", "5", "--format", "json"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    Self.expectDocumented(rows, in: [json])
    #expect(Set(json.keys) == Self.fields(under: nil, of: rows.map(\.0)))
    let reports = try #require(json["reports"] as? [[String: Any]])
    #expect(
      Set(reports.flatMap(\.keys)) == Self.fields(under: "reports[]", of: rows.map(\.0)),
      "every field is documented")
  }

  @Test("docs/report-schema.md documents every column of the run CSV, in order")
  func runCSVMatchesSchema() throws {
    let columns = Self.tableRows(try Self.schemaSection("Run CSV")).map(\.0)
    #expect(columns == CSVReport.header)
    let outcome = CompareCommand.run(["run", "basics", "--format", "csv", "--contestant", "store"])
    #expect(
      outcome.output.split(separator: "\n").first
        == Substring(CSVReport.header.joined(separator: ",")))
  }

  /// The rows of the run report's schema table in docs/report-schema.md: `(path, type)`.
  private func schemaRows() throws -> [(String, String)] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/report-schema.md"), encoding: .utf8)
    return Self.tableRows(text.components(separatedBy: Self.benchSection)[0])
  }

  /// The rows of the Markdown tables in `text` whose first cell is code: `(that code, the
  /// second cell)`.
  static func tableRows(_ text: some StringProtocol) -> [(String, String)] {
    text.split(separator: "\n").compactMap { line in
      // NB: `\|` inside a cell is an escaped pipe (`integer\|null`), not a column separator.
      let cells = line.replacing("\\|", with: "\u{1}").split(separator: "|")
        .map { String($0).trimmingWhitespace().replacing("\u{1}", with: "|") }
      guard cells.count >= 2, cells[0].hasPrefix("`") else { return nil }
      return (String(cells[0].dropFirst().dropLast()), cells[1])
    }
  }

  /// Every documented path of `rows` (`(path, type)`, as the schema's tables give them) has a
  /// value in one of `documents`, and every value there has the documented type.
  static func expectDocumented(
    _ rows: [(String, String)], in documents: [Any],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (path, type) in rows {
      let found = documents.flatMap { values(at: path, in: $0) }
      #expect(!found.isEmpty, "\(path) is documented but absent", sourceLocation: sourceLocation)
      for value in found {
        #expect(
          hasType(value, type), "\(path) should be \(type), is \(value)",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// Every value at `path` (`a.b[].c{}`) in `json`.
  static func values(at path: String, in json: Any) -> [Any] {
    var current: [Any] = [json]
    for part in path.split(separator: ".") {
      var name = Substring(part)
      var expand: [String] = []
      while name.hasSuffix("[]") || name.hasSuffix("{}") {
        expand.insert(String(name.suffix(2)), at: 0)
        name = name.dropLast(2)
      }
      current = current.compactMap { ($0 as? [String: Any])?[String(name)] }
      for step in expand {
        current = current.flatMap { value -> [Any] in
          step == "[]" ? (value as? [Any] ?? []) : Array((value as? [String: Any] ?? [:]).values)
        }
      }
    }
    return current
  }

  /// Whether a value decoded by `JSONSerialization` has the documented type. NB: booleans and
  /// numbers both arrive as `NSNumber`; the Objective-C type code tells them apart (`c` is a
  /// boolean, `d` and `f` are fractional).
  static func hasType(_ value: Any, _ type: String) -> Bool {
    let code = (value as? NSNumber).map { String(cString: $0.objCType) }
    return type.split(separator: "|").contains { kind in
      switch kind {
      case "null": value is NSNull
      case "string": value is String
      case "boolean": code == "c"
      case "integer": code.map { $0 != "c" && $0 != "d" && $0 != "f" } ?? false
      case "number": code.map { $0 != "c" } ?? false
      case "array": value is [Any]
      case "object": value is [String: Any]
      default: false
      }
    }
  }

  @Test("--format json validates against the schema documented in docs/report-schema.md")
  func jsonMatchesSchema() throws {
    let outcome = CompareCommand.run(["--format", "json"])
    #expect(outcome.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8))
    // NB: a contestant declared broken is correct only on a script that does not show its fault,
    // never on a built-in one; the example of docs/scripts.md is such a script for one-way.
    let declaredBroken = CompareCommand.run(["run", "mine.lab", "--format", "json"]) { _ in
      "scenario favorites\nincrement\nsave\nrepeat 3 increment\nremove-favorite 1"
    }
    let other = try JSONSerialization.jsonObject(with: Data(declaredBroken.output.utf8))
    let rows = try schemaRows()
    #expect(rows.count > 30)
    Self.expectDocumented(rows, in: [json, other])
    let runs = try #require((json as? [String: Any])?["runs"] as? [[String: Any]])
    #expect(
      Set(runs[0].keys) == Self.fields(under: "runs[]", of: rows.map(\.0)),
      "every field of a run is documented")
  }

  @Test("--format csv is one row per script × contestant × step under a header row")
  func csv() throws {
    let outcome = CompareCommand.run(["run", "basics", "--format", "csv"])
    let rows = outcome.output.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    #expect(rows[0].map(String.init) == CSVReport.header)
    let contestants = BasicsScenario.scenario.contestants.count
    let steps = try script(try #require(BuiltinScripts.named("basics")).text).steps.count + 1
    #expect(rows.count == 1 + contestants * steps)
    #expect(rows.dropFirst().allSatisfy { $0.count == CSVReport.header.count })
    #expect(CSVReport.escape("a, \"b\"") == "\"a, \"\"b\"\"\"")
  }

  @Test("--chart writes an SVG that parses as XML and names every contestant")
  func chart() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("chart.svg")
    let report = folder.path("report.txt")
    let outcome = CompareCommand.run(["--chart", path, "--output", report])
    #expect(outcome.status == 0)
    #expect(outcome.output == "")
    // NB: the built-in scripts' run writes the store's chart beside the one named, and says so.
    #expect(try folder.names() == ["chart-store.svg", "chart.svg", "report.txt"])
    #expect(outcome.errors.hasPrefix("charts written: '\(path)' (body runs per script), "))
    let data = try #require(FileManager.default.contents(atPath: path))
    let document = try XMLDocument(data: data, options: [])
    #expect(document.rootElement()?.name == "svg")
    let text = String(decoding: data, as: UTF8.self)
    for contestant in Scenarios.all.flatMap(\.contestants).map(\.name) {
      #expect(text.contains(">\(contestant)</text>"), "\(contestant) in the legend")
    }
    #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("script"))
  }

  @Test("markdown has one table row per run, the geometric means and the verdict per scenario")
  func markdown() {
    let outcome = CompareCommand.run(["run", "favorites", "--format", "markdown"])
    let lines = outcome.output.split(separator: "\n")
    #expect(
      lines.filter { $0.hasPrefix("| favorites |") }.count
        == FavoritesScenario.scenario.contestants.count)
    #expect(lines.contains("| contestant | scripts | bodies/floor | notif/floor |"))
    #expect(lines.contains("| 10 | 37 | `store/legacy` |"))
    #expect(
      lines.contains(
        "| — | broken | `vanilla/unguarded` loop, stopped at step 2: unbounded re-entrant notification |"
      ))
    #expect(lines.contains("| — | broken | `vanilla/published-children` stale: AppView |"))
  }

  @Test(
    "contestant names holding backticks stay code in the Markdown report's tables and text in its sentence"
  )
  func markdownNamesWithBackticks() throws {
    // NB: `re`dux` has the fewest body runs (the store's views), ``tick` the most (vanilla's),
    // so the scenario's sentence names both.
    let mounts = [("re`dux", "store"), ("`tick", "vanilla")]
    let basics = try #require(Scenarios.all.first { $0.name == "basics" })
    let script = try #require(BuiltinScripts.all.first { $0.name == "basics" })
    let lines = try Scenarios.restoring {
      try Lab.register([
        "basics": try mounts.map { name, own in
          Contestant(
            name: name, summary: "a test's", expected: .correct, limits: [],
            mount: try #require(basics.contestants.first { $0.name == own }).mount)
        }
      ])
      let runs = try Lab.run(script: script.text, contestants: mounts.map(\.0))
      return Lab.report(runs, format: .markdown).split(separator: "\n")
    }
    let names = mounts.map(\.0)
    // NB: the script's rows, the geometric means and the ranks: each name in a code span.
    #expect(
      lines.filter { $0.hasPrefix("| ") }.flatMap(CodeSpanReader.spans).sorted()
        == (names + names + names).sorted(), "\(lines)")
    let sentence = try #require(lines.first { $0.hasPrefix("**basics**") })
    #expect(CodeSpanReader.spans(in: sentence) == [], "\(sentence)")
    #expect(sentence.contains("re\\`dux has the fewest body runs"), "\(sentence)")
    #expect(sentence.contains("\\`tick runs the most"), "\(sentence)")
  }
}
