/// A script's lines, split at `\n`, `\r\n` or `\r`, so a file saved by any editor reads the same
/// and every error points at the line and column the editor shows.
///
/// NB: Swift keeps `\r\n` as one `Character`, so splitting a `String` at `"\n"` would leave a
/// CRLF file as one long line; the split works on Unicode scalars instead.
nonisolated enum ScriptLines {
  /// The lines of `text` without their breaks; text after the last break is a last line, empty
  /// when the text ends with a break.
  static func split(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard scalar == "\n" || scalar == "\r" else {
        index = scalars.index(after: index)
        continue
      }
      lines.append(text[start..<index])
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
        index = scalars.index(after: index)
      }
      start = index
    }
    lines.append(text[start..<scalars.endIndex])
    return lines
  }

  /// The 1-based line and column of the byte at `offset`, as an editor counts them; the bytes
  /// before it must be valid UTF-8.
  static func location(ofByte offset: Int, in bytes: some Collection<UInt8>) -> (
    line: Int, column: Int
  ) {
    let lines = split(String(decoding: bytes.prefix(offset), as: UTF8.self))
    return (lines.count, (lines.last?.count ?? 0) + 1)
  }
}
