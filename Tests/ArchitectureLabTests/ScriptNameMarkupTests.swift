import Foundation
import Testing

@testable import ArchitectureLab

/// A script's name is its file's: the Markdown report, the HTML page and the SVG chart show it
/// with its control characters, separators and invisible format characters escaped, as the text
/// reports do, while the JSON and CSV reports keep it as it is (data).
@Suite("Script names in the Markdown, HTML, SVG, CSV and JSON reports")
struct ScriptNameMarkupTests {
  /// A name holding a line break, ESC and an escape sequence, BEL, a C1 control (CSI), the line
  /// and paragraph separators, a right-to-left override, a left-to-right isolate and a `|`.
  private static let hostile =
    "p\n# q\u{1B}[31m\u{07}\u{9B}\u{2028}\u{2029}\u{202E}\u{2066}x|y"

  /// The same name as the text reports show it.
  private static let shown =
    #"p\n# q\u{1B}[31m\u{07}\u{009B}\u{2028}\u{2029}\u{202E}\u{2066}x|y"#

  /// Whether `text` holds a scalar a terminal or a renderer acts on rather than shows: a
  /// control other than the line break, a separator or a format character.
  private static func holdsInvisible(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control: scalar != "\n"
      case .lineSeparator, .paragraphSeparator, .format: true
      default: false
      }
    }
  }

  /// The run of `favorites` (increment, save) on `store`, named `name.lab`, as `format` writes it
  /// (``favoritesTwoSteps(_:)``, whose NB says where the rows' counts come from).
  private static func report(_ format: String, name: String = hostile) -> String {
    favoritesTwoSteps(["run", name + ".lab", "--contestant", "store", "--format", format])
      .joined(separator: "\n")
  }

  @Test("the Markdown report's table cell shows every control, separator and override escaped")
  func markdownCell() {
    let markdown = Self.report("markdown")
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.contains(
        #"| p\\n# q\\u{1B}\[31m\\u{07}\\u{009B}\\u{2028}\\u{2029}\\u{202E}\\u{2066}x\|y | `store` | 2 | 9 | 9 | 0 | 0 | 5 | 0 | 3 | 0 | 1.00 | 0.56 | correct |"#
      ), "\(lines)")
    #expect(!Self.holdsInvisible(markdown), "\(markdown)")
    #expect(!lines.contains { $0.hasPrefix("# q") || $0.hasPrefix("- ") })
  }

  @Test("Markdown running text, code spans and table cells escape controls as the text reports do")
  func markdownWriters() {
    #expect(markdownText("a\u{1B}[1m*b*") == #"a\\u{1B}\[1m\*b\*"#)
    #expect(markdownText("r\u{202E}txt\u{2069}") == #"r\\u{202E}txt\\u{2069}"#)
    #expect(markdownText("one\u{2028}two") == #"one\\u{2028}two"#)
    #expect(markdownCode("a\u{1B}b\u{85}") == #"`a\u{1B}b\u{0085}`"#)
    #expect(MarkdownReport.cell("a\nb\rc|d\u{07}") == #"a\nb\rc\|d\u{07}"#)
    // A joiner inside an emoji and a non-joiner where a word may hold one stay as typed.
    #expect(markdownText("👨‍👩‍👧 می‌خواهم") == "👨‍👩‍👧 می‌خواهم")
  }

  @Test("the text report escapes the line and paragraph separators in a script's name")
  func textSeparators() {
    let text = Self.report("text")
    #expect(text.contains(Self.shown), "\(text)")
    #expect(!Self.holdsInvisible(text), "\(text)")
    #expect(shownText("a\u{2028}b\u{2029}c") == #"a\u{2028}b\u{2029}c"#)
    #expect(echo("a\u{2028}b") == #"'a\u{2028}b'"#)
  }

  @Test("noncharacters are escaped as controls are: XML forbids U+FFFE and U+FFFF in a chart")
  func noncharacters() throws {
    // NB: Swift takes no U+FDD0 in a literal; U+FFFE and U+FFFF it does.
    let fdd0 = String(try #require(Unicode.Scalar(0xFDD0)))
    #expect(shownText("a\u{FFFE}b\u{FFFF}c" + fdd0) == #"a\u{FFFE}b\u{FFFF}c\u{FDD0}"#)
    #expect(markdownText("x\u{FFFF}") == #"x\\u{FFFF}"#)
    let folder = try TemporaryFolder()
    let chart = folder.path("chart.svg")
    let outcome = CompareCommand.run(
      ["run", "n\u{FFFF}.lab", "--contestant", "store", "--chart", chart],
      readFile: { _ in "scenario favorites\nincrement\n" }, progress: { _ in })
    #expect(outcome.status == 0, "\(outcome.errors)")
    let svg = try String(contentsOfFile: chart, encoding: .utf8)
    #expect(svg.contains(#">n\u{FFFF}</text>"#), "\(svg)")
    #expect(!svg.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint }, "\(svg)")
  }

  @Test("the HTML page and the chart show the name escaped; the page's data keeps it as it is")
  func htmlPageAndChart() throws {
    let folder = try TemporaryFolder()
    let page = folder.path("page.html")
    let chart = folder.path("chart.svg")
    let outcome = CompareCommand.run(
      [
        "run", Self.hostile + ".lab", "--contestant", "store", "--format", "html", "--output",
        page, "--chart", chart,
      ], readFile: { _ in "scenario favorites\nincrement\nsave\n" }, progress: { _ in })
    #expect(outcome.status == 0, "\(outcome.errors)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<title>Architecture lab: \(HTMLPage.escape(Self.shown))</title>"))
    #expect(html.contains("<h1>Architecture lab: \(HTMLPage.escape(Self.shown))</h1>"))
    // The page's data: the name as it is (its address keeps it) and as shown (what it draws).
    let data = try #require(
      html.firstRange(of: #"<script type="application/json" id="lab-data">"#).map { start in
        html[start.upperBound...].prefix { $0 != "<" }
      })
    let decoded = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    let script = try #require((decoded?["scripts"] as? [[String: Any]])?.first)
    #expect(script["name"] as? String == Self.hostile)
    #expect(script["shownName"] as? String == Self.shown)
    #expect(html.contains("option.textContent = script.shownName + "))
    #expect(html.contains("title.textContent = script.shownName + "))
    #expect(!Self.holdsInvisible(html.replacing(data, with: "")), "nothing raw outside the data")
    // NB: an SVG file is XML 1.0, which holds no C0 control but tab and line breaks.
    let svg = try String(contentsOfFile: chart, encoding: .utf8)
    #expect(svg.contains(">\(HTMLPage.escape(Self.shown))</text>"), "\(svg)")
    #expect(!Self.holdsInvisible(svg), "\(svg)")
  }

  @Test("the JSON report keeps the name as it is; CSV quotes it (RFC 4180) and keeps it too")
  func jsonAndCSV() throws {
    let json = Self.report("json")
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let run = try #require((object?["runs"] as? [[String: Any]])?.first)
    #expect(run["script"] as? String == Self.hostile)
    let csv = Self.report("csv")
    let rows = csv.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[1] == "\"p")
    #expect(
      rows[2].hasPrefix("# q\u{1B}[31m\u{07}\u{9B}\u{2028}\u{2029}\u{202E}\u{2066}x|y\",store,0,"),
      "\(rows)")
  }
}
