/// The text of one step in `compare log`: its header wrapped at the report's width, what its
/// stale views show, then its events.
enum LogText {
  /// At most this many stale views are shown under a step; the rest are counted.
  static let maximumStaleViews = 10

  /// The lines of `head` (`step 2: save`, or a contestant's name) followed by the step's note,
  /// stale views and wasted renders; the lines after the first are indented by `indent`.
  /// `stale` is `step.stale` in natural order (``PathList/naturallySorted(_:)``).
  static func header(_ head: String, _ step: StepResult, stale: [String], indent: Int)
    -> [String]
  {
    var chunks = [LineChunk(head, after: "")]
    if let note = step.note {
      let words = "(\(note))".split(separator: " ").map(String.init)
      chunks += [LineChunk(words[0], after: "  ")] + words.dropFirst().map { LineChunk($0) }
    }
    chunks += mark("stale", PathList.compacted(sorted: stale.map { ($0, 1) }))
    chunks += mark("wasted", PathList.compacted(step.wastedRuns.map { ($0.key, $0.value) }))
    return chunks.wrapped(width: TableReport.width, indent: indent)
  }

  /// `[name: a, b]`, each item a chunk, the first with the name; nothing when there are none.
  private static func mark(_ name: String, _ items: [String]) -> [LineChunk] {
    guard !items.isEmpty else { return [] }
    let last = items.count - 1
    return items.enumerated().map { index, item in
      let text = item + (index == last ? "]" : ",")
      return index == 0 ? LineChunk("[\(name): " + text, after: "  ") : LineChunk(text)
    }
  }

  /// One `≠` line per stale view of `step`, indented by `indent`, at most
  /// ``maximumStaleViews``, then `… and N more views`. `paths` is `step.stale` in natural order
  /// (``PathList/naturallySorted(_:)``).
  static func staleViews(_ step: StepResult, paths: [String], indent: Int) -> [String] {
    guard !paths.isEmpty, step.screen != nil else { return [] }
    let margin = String(repeating: " ", count: indent)
    var lines = StaleView.all(in: step, paths: Array(paths.prefix(maximumStaleViews))).flatMap {
      $0.chunks.wrapped(width: TableReport.width, prefix: margin, indent: indent + 4)
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
}
