/// A script's lines, split at `\n`, `\r\n` or `\r`, so a file saved by any editor reads the same
/// and every error points at the line and column the editor shows: each line without its break
/// and with its 1-based number, read one at a time from the text, which is the only copy.
///
/// NB: Swift keeps `\r\n` as one `Character`, so splitting a `String` at `"\n"` would leave a
/// CRLF file as one long line; the split looks for the break bytes, which UTF-8 never uses inside
/// another character, so every line starts and ends on a character's edge. Nothing is kept per
/// line: a 50 MB script of short lines held 32 bytes a line as an array of its lines.
nonisolated struct ScriptLines: Sequence, IteratorProtocol {
  private let text: String
  /// Where the next line starts; `nil` once the last line was read.
  private var start: String.Index?
  /// The number of the line read last.
  private(set) var number = 0

  /// The lines of `text`; text after the last break is a last line, empty when the text ends
  /// with a break.
  init(_ text: String) {
    self.text = text
    start = text.startIndex
  }

  mutating func next() -> (number: Int, text: Substring)? {
    guard let start else { return nil }
    let bytes = text.utf8
    var end = start
    while end < bytes.endIndex, bytes[end] != 10, bytes[end] != 13 { bytes.formIndex(after: &end) }
    number += 1
    let line = text[start..<end]
    if end == bytes.endIndex {
      self.start = nil
    } else {
      let isReturn = bytes[end] == 13
      bytes.formIndex(after: &end)
      if isReturn, end < bytes.endIndex, bytes[end] == 10 { bytes.formIndex(after: &end) }
      self.start = end
    }
    return (number, line)
  }

  /// The 1-based line and column of the byte at `offset`, as an editor counts them; the bytes
  /// before it must be valid UTF-8.
  static func location(ofByte offset: Int, in bytes: some Collection<UInt8>) -> (
    line: Int, column: Int
  ) {
    var lines = ScriptLines(String(decoding: bytes.prefix(offset), as: UTF8.self))
    var last: Substring = ""
    while let (_, line) = lines.next() { last = line }
    return (lines.number, last.count + 1)
  }
}
