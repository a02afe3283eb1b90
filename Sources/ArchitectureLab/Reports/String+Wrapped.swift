extension String {
  /// The text broken into lines of at most `width` characters at spaces: the first line starts
  /// with `prefix` (and a space, unless the prefix is blank), the others with `indent` spaces;
  /// a word longer than a line stays whole.
  func wrapped(width: Int, prefix: String = "", indent: Int) -> [String] {
    var lines: [String] = []
    var line = prefix
    var lineHasWord = prefix.contains { !$0.isWhitespace }
    for word in split(separator: " ") {
      if lineHasWord, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    if lineHasWord { lines.append(line) }
    return lines
  }

  /// The string without the whitespace at its end.
  func trimmingTrailingWhitespace() -> String {
    String(reversed().drop { $0.isWhitespace }.reversed())
  }
}
