import Foundation

/// The code-size table: per scenario and contestant, the lines of model and view code its app
/// needed, beside what the scenario's built-in script counted for it.
///
/// A line counts when it is neither blank nor only comment (`//`, `///`, or inside
/// `/* … */`); a line with code and a trailing comment counts. The lab's wiring is not counted:
/// a contestant's declaration (`static let name = Contestant(…)`) and its mount
/// (`static func mount(…) { … }`), which name the contestant and make the app's root, the
/// entry point an app of any school writes in a few lines. The files are those the contestant
/// lists (``ContestantSources``), read when the table is generated, so the numbers follow the
/// code.
enum CodeSize {
  /// The lines of code in Swift source `text`, the lab's wiring left out: the tests' way in
  /// (the table reads ``countedLines(in:)``, which also keeps the lines).
  static func lines(in text: String) -> Int {
    countedLines(in: text).lines.count
  }

  /// The lines of `text` that count, and whether the text ends inside the lab's wiring (a
  /// declaration or mount whose brackets never close, which would have left the rest of the
  /// file uncounted).
  static func countedLines(in text: String) -> (lines: [Substring], endsInWiring: Bool) {
    var isInBlockComment = false
    // NB: the brackets still open in the wiring being skipped; nil outside it.
    var openInWiring: Int?
    var counted: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false)
    where hasCode(line, isInBlockComment: &isInBlockComment) {
      guard openInWiring != nil || opensWiring(line) else {
        counted.append(line)
        continue
      }
      let stillOpen = (openInWiring ?? 0) + bracketBalance(of: line)
      openInWiring = stillOpen > 0 ? stillOpen : nil
    }
    return (counted, openInWiring != nil)
  }

  /// Whether `line` starts the lab's wiring: a contestant's declaration or its mount.
  private static func opensWiring(_ line: Substring) -> Bool {
    let code = line.drop { $0 == " " || $0 == "\t" }
    return code.hasPrefix("static let ") && code.contains("= Contestant(")
      || code.hasPrefix("static func mount(")
  }

  /// The brackets (`(`, `[`, `{`) `line` opens less those it closes, outside string literals and
  /// a trailing comment.
  ///
  /// NB: a string literal is taken to end on its line (`"…"`, with `\` escapes): the wiring
  /// writes no multi-line string.
  private static func bracketBalance(of line: Substring) -> Int {
    var balance = 0
    var isInString = false
    var isEscaped = false
    var previous: Character = " "
    for character in line {
      defer { previous = character }
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if character == "\\" {
          isEscaped = true
        } else if character == "\"" {
          isInString = false
        }
        continue
      }
      switch character {
      case "\"": isInString = true
      case "(", "[", "{": balance += 1
      case ")", "]", "}": balance -= 1
      case "/" where previous == "/": return balance
      default: break
      }
    }
    return balance
  }

  /// Whether `line` holds code outside comments; tracks a block comment across lines.
  /// NB: comment markers inside string literals are not told apart; the model and view files
  /// have none.
  private static func hasCode(_ line: Substring, isInBlockComment: inout Bool) -> Bool {
    var rest = line
    var hasCode = false
    while true {
      if isInBlockComment {
        guard let end = rest.range(of: "*/") else { return hasCode }
        rest = rest[end.upperBound...]
        isInBlockComment = false
      }
      rest = rest.drop { $0 == " " || $0 == "\t" }
      guard !rest.isEmpty, !rest.hasPrefix("//") else { return hasCode }
      if !rest.hasPrefix("/*") { hasCode = true }
      let lineComment = rest.range(of: "//")?.lowerBound ?? rest.endIndex
      guard let open = rest.range(of: "/*"), open.lowerBound < lineComment else { return hasCode }
      rest = rest[open.upperBound...]
      isInBlockComment = true
    }
  }

  /// One contestant's row: its lines of code and its counts on the built-in script.
  struct Row {
    let scenario: String
    let contestant: String
    let models: Int
    let views: Int
    let totals: Counters
    let verdict: Verdict
  }

  /// The rows of every contestant that lists its sources, in the named scenarios.
  ///
  /// - Throws: `UsageError` for an unknown scenario, one without a built-in script or listed
  ///   sources, or a listed file that cannot be read.
  static func rows(scenarios names: [String], root: URL) throws -> [Row] {
    try names.flatMap { name throws in
      guard let scenario = Scenarios.all.first(where: { $0.name == name }) else {
        let hint = didYouMean(name, in: Scenarios.all.map(\.name)) ?? ""
        throw UsageError(message: "code-size: unknown scenario '\(name)'\(hint)")
      }
      guard let entry = BuiltinScripts.all.first(where: { $0.name == name }) else {
        throw UsageError(message: "code-size: scenario \(name) has no built-in script to count")
      }
      let counted = scenario.contestants.filter { $0.sources != nil }
      guard !counted.isEmpty else {
        throw UsageError(
          message: "code-size: no contestant of \(name) lists its sources (Contestant.sources)")
      }
      let script = try ScriptParser.parse(entry.text, file: entry.file, scenarios: Scenarios.all)
      let results = try Runner.run(script, contestants: counted)
      return try results.map { result throws in
        let sources = result.contestant.sources!
        return Row(
          scenario: name, contestant: result.contestant.name,
          models: try lines(of: sources.models, root: root, for: result.contestant),
          views: try lines(of: sources.views, root: root, for: result.contestant),
          totals: result.totals, verdict: result.verdict)
      }
    }
  }

  private static func lines(of paths: [String], root: URL, for contestant: Contestant) throws
    -> Int
  {
    try paths.reduce(0) { sum, path throws in
      let url = root.appendingPathComponent("Sources").appendingPathComponent(path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        throw UsageError(
          message: "code-size: cannot read Sources/\(path), listed by \(contestant.name)")
      }
      let counted = countedLines(in: text)
      guard !counted.endsInWiring else {
        throw UsageError(
          message: """
            code-size: Sources/\(path), listed by \(contestant.name), ends inside a contestant's \
            declaration or mount whose brackets never close: the rest of the file would go \
            uncounted
            """)
      }
      return sum + counted.lines.count
    }
  }

  static let columns = [
    ("scenario", 9), ("contestant", 26), ("model", 5), ("views", 5), ("total", 5), ("bodies", 6),
    ("wasted", 6), ("notif", 5), ("sync", 4), ("verdict", 7),
  ]

  /// The table as text, one row per contestant.
  static func render(_ rows: [Row]) -> String {
    var lines = [row(columns.map(\.0))]
    lines.append(String(repeating: "-", count: lines[0].count))
    for entry in rows {
      lines.append(
        row([
          entry.scenario, entry.contestant, "\(entry.models)", "\(entry.views)",
          "\(entry.models + entry.views)", "\(entry.totals.bodies)", "\(entry.totals.wasted)",
          "\(entry.totals.notifications)", "\(entry.totals.syncWork)", entry.verdict.rawValue,
        ]))
    }
    return lines.joined(separator: "\n")
  }

  private static func row(_ cells: [String]) -> String {
    zip(cells, columns).enumerated().map { index, pair in
      let (cell, column) = pair
      let padding = String(repeating: " ", count: max(0, column.1 - cell.count))
      return index < 2 || index == columns.count - 1 ? cell + padding : padding + cell
    }.joined(separator: " ").trimmingWhitespace()
  }
}
