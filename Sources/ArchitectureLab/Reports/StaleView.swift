/// What a stale view shows against what the reference shows there, as one line of the text
/// log: `≠ AppView: "Tabs: Counter 1 | Profile 0", reference "… Profile 1"`.
///
/// Only the lines that differ are printed (the lines both sides start and end with are left
/// out), at most ``maximumLines`` a side, each cut after ``maximumLength`` characters; a side
/// without the view says `missing`.
struct StaleView {
  static let maximumLines = 3
  static let maximumLength = 40

  let path: String
  /// The contestant's lines, `nil` when it does not show the view.
  let shown: [String]?
  /// The reference's lines, `nil` when it does not show the view.
  let expected: [String]?

  /// Each of `step`'s stale views, in the order of `paths`.
  ///
  /// NB: one pass over the contestant's screen for the few paths asked, not
  /// ``Screen/positions``, which indexes every view on that screen on each call. As there, the
  /// first view at a path is the one shown.
  static func all(in step: StepResult, paths: [String]) -> [StaleView] {
    var wanted = Set(paths)
    var shown: [String: [String]] = [:]
    for view in step.screen?.views ?? [] {
      guard !wanted.isEmpty else { break }
      if wanted.remove(view.path) != nil { shown[view.path] = view.lines }
    }
    return paths.map { path in
      StaleView(path: path, shown: shown[path], expected: step.reference?[path]?.lines)
    }
  }

  /// The line's chunks for ``Swift/Sequence/wrapped(width:prefix:indent:)``: the path, then each side.
  var chunks: [LineChunk] {
    var shownLines = shown ?? []
    var expectedLines = expected ?? []
    let common = zip(shownLines, expectedLines).prefix { $0 == $1 }.count
    shownLines.removeFirst(common)
    expectedLines.removeFirst(common)
    let trailing = zip(shownLines.reversed(), expectedLines.reversed()).prefix { $0 == $1 }.count
    shownLines.removeLast(trailing)
    expectedLines.removeLast(trailing)
    var expectedSide = expectedLines
    var shownSide = shownLines
    if shown != nil, shownLines.count == 1, expectedLines.count == 1 {
      expectedSide = [Self.elidingCommonStart(of: expectedLines[0], with: shownLines[0])]
      // NB: a shown line too long to print whole is cut at its end, where the difference may
      // be: it loses its common start too, so both sides keep the words that differ.
      if shownLines[0].count > Self.maximumLength {
        shownSide = [Self.elidingCommonStart(of: shownLines[0], with: expectedLines[0])]
      }
    }
    let shownChunks = shown == nil ? ["missing"] : Self.side(shownSide)
    let expectedChunks = expected == nil ? ["missing"] : Self.side(expectedSide)
    return [LineChunk("≠ \(path):")]
      + (shownChunks.dropLast() + [shownChunks.last! + ","]).map { LineChunk($0) }
      + [LineChunk("reference")] + expectedChunks.map { LineChunk($0) }
  }

  /// Lines quoted and joined by ` /`, at most ``maximumLines``; `nothing` for none.
  private static func side(_ lines: [String]) -> [String] {
    guard !lines.isEmpty else { return ["nothing"] }
    var chunks = lines.prefix(maximumLines).map { line in
      let cut = line.count > maximumLength ? line.prefix(maximumLength - 1) + "…" : line
      return "\"" + cut.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    chunks = chunks.dropLast().map { $0 + " /" } + [chunks.last!]
    let more = lines.count - maximumLines
    if more > 0 { chunks.append("and \(more) more line\(more == 1 ? "" : "s")") }
    return chunks
  }

  /// `line` with the words it starts with in common with `other` shown as `…`, but the last
  /// of them, so the difference keeps a word of context: `… Profile 1`.
  private static func elidingCommonStart(of line: String, with other: String) -> String {
    let words = line.split(separator: " ")
    let otherWords = other.split(separator: " ")
    let common = zip(words, otherWords).prefix { $0 == $1 }.count
    guard common >= 3, common < words.count else { return line }
    return "… " + line[words[common - 1].startIndex...]
  }
}
