/// The text of one step in `compare log`: its header wrapped at the report's width, what its
/// stale views show, then its events.
enum LogText {
  /// At most this many stale views are shown under a step; the rest are counted.
  static let maximumStaleViews = 10

  /// A piece of a line that wrapping keeps whole, and what comes before it on the same line.
  struct Chunk {
    let separator: String
    let text: String

    init(_ text: String, after separator: String = " ") {
      self.separator = separator
      self.text = text
    }
  }

  /// The lines of `head` (`step 2: save`, or a contestant's name) followed by the step's note,
  /// stale views and wasted renders; the lines after the first are indented by `indent`.
  static func header(_ head: String, _ step: StepResult, indent: Int) -> [String] {
    var chunks = [Chunk(head, after: "")]
    if let note = step.note {
      let words = "(\(note))".split(separator: " ").map(String.init)
      chunks += [Chunk(words[0], after: "  ")] + words.dropFirst().map { Chunk($0) }
    }
    chunks += mark("stale", PathList.compacted(step.stale.map { ($0, 1) }))
    chunks += mark("wasted", PathList.compacted(step.wastedRuns.map { ($0.key, $0.value) }))
    return wrap(chunks, width: TableReport.width, indent: indent)
  }

  /// `[name: a, b]`, each item a chunk, the first with the name; nothing when there are none.
  private static func mark(_ name: String, _ items: [String]) -> [Chunk] {
    guard !items.isEmpty else { return [] }
    let last = items.count - 1
    return items.enumerated().map { index, item in
      let text = item + (index == last ? "]" : ",")
      return index == 0 ? Chunk("[\(name): " + text, after: "  ") : Chunk(text)
    }
  }

  /// One `≠` line per stale view of `step`, indented by `indent`, at most
  /// ``maximumStaleViews``, then `… and N more views`.
  static func staleViews(_ step: StepResult, indent: Int) -> [String] {
    guard !step.stale.isEmpty, step.screen != nil else { return [] }
    let paths = PathList.naturallySorted(step.stale)
    let margin = String(repeating: " ", count: indent)
    var lines = StaleView.all(in: step, paths: Array(paths.prefix(maximumStaleViews))).flatMap {
      var chunks = $0.chunks
      chunks[0] = Chunk(margin + chunks[0].text, after: "")
      return wrap(chunks, width: TableReport.width, indent: indent + 4)
    }
    if paths.count > maximumStaleViews {
      let more = paths.count - maximumStaleViews
      lines.append("\(margin)… and \(more) more view\(more == 1 ? "" : "s")")
    }
    return lines
  }

  /// Sorted event lines, each indented by `indent`, equal lines once with `×N` after them.
  static func collapsed(_ lines: [String], indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var result: [String] = []
    var index = lines.startIndex
    while index < lines.endIndex {
      let line = lines[index]
      let end = lines[index...].firstIndex { $0 != line } ?? lines.endIndex
      let count = end - index
      result.append(margin + line + (count > 1 ? " ×\(count)" : ""))
      index = end
    }
    return result
  }

  /// The chunks on lines of at most `width` characters where they fit; lines after the first
  /// start with `indent` spaces; a chunk longer than a line stays whole.
  static func wrap(_ chunks: [Chunk], width: Int, indent: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineIsEmpty = true
    for chunk in chunks {
      if !lineIsEmpty, line.count + chunk.separator.count + chunk.text.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineIsEmpty = true
      }
      line += (lineIsEmpty ? "" : chunk.separator) + chunk.text
      lineIsEmpty = false
    }
    lines.append(line)
    return lines
  }
}
