/// A piece of a line that wrapping keeps whole, and what comes before it on the same line.
struct LineChunk {
  /// What joins the chunk to the one before it on a line; dropped when the chunk starts a line.
  let separator: String
  let text: String

  init(_ text: String, after separator: String = " ") {
    self.separator = separator
    self.text = text
  }
}

extension Sequence<LineChunk> {
  /// The chunks on lines of at most `width` characters where they fit: the first line starts
  /// with `prefix`, the others with `indent` spaces; a chunk goes after its separator, but not
  /// at the start of a line; a chunk longer than a line stays whole.
  ///
  /// The one greedy wrap of the lab's text: ``String/wrapped(width:prefix:indent:)``,
  /// `compare log`'s header and stale lines and
  /// ``HelpText/wrapped(_:conjunction:indent:width:)`` call it.
  ///
  /// NB: a blank prefix is only a margin: the first chunk follows it without its separator and
  /// never moves to a line of its own. With no chunks and a blank prefix there are no lines.
  func wrapped(width: Int, prefix: String = "", indent: Int) -> [String] {
    var lines: [String] = []
    var line = prefix
    var lineHasChunk = prefix.contains { !$0.isWhitespace }
    for chunk in self {
      if lineHasChunk, line.count + chunk.separator.count + chunk.text.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineHasChunk = false
      }
      line += (lineHasChunk ? chunk.separator : "") + chunk.text
      lineHasChunk = true
    }
    if lineHasChunk { lines.append(line) }
    return lines
  }
}

extension String {
  /// The text broken into lines of at most `width` characters at spaces: the first line starts
  /// with `prefix` (and a space, unless the prefix is blank), the others with `indent` spaces;
  /// a word longer than a line stays whole.
  func wrapped(width: Int, prefix: String = "", indent: Int) -> [String] {
    split(separator: " ").map { LineChunk(String($0)) }
      .wrapped(width: width, prefix: prefix, indent: indent)
  }

  /// The string without the whitespace at its end.
  func trimmingTrailingWhitespace() -> String {
    String(reversed().drop { $0.isWhitespace }.reversed())
  }
}
