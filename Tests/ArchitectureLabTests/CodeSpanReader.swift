/// The code spans of a line of Markdown as CommonMark reads them (spec 0.31.2, section 6.1
/// "Code spans"), for tests of what a Markdown writer prints: a run of backticks opens a span
/// that the next run of the same length closes (one with no such run is text); the content
/// between them loses one space at each end when it begins and ends with one and is not only
/// spaces; a backslash before a punctuation character outside a span makes it text. The rest
/// of inline parsing is not read.
enum CodeSpanReader {
  /// The contents of the spans in `line`, in order.
  static func spans(in line: some StringProtocol) -> [String] {
    let characters = Array(line)
    func backticks(at start: Int) -> Int {
      var end = start
      while end < characters.count, characters[end] == "`" { end += 1 }
      return end - start
    }
    var spans: [String] = []
    var index = 0
    while index < characters.count {
      // NB: outside a span, a backslash before punctuation makes it text (section 2.4).
      if characters[index] == "\\", index + 1 < characters.count,
        characters[index + 1].isASCII,
        characters[index + 1].isPunctuation
          || characters[index + 1].isSymbol
      {
        index += 2
        continue
      }
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let length = backticks(at: index)
      var search = index + length
      var closing: Int?
      while search < characters.count, closing == nil {
        guard characters[search] == "`" else {
          search += 1
          continue
        }
        let run = backticks(at: search)
        if run == length { closing = search } else { search += run }
      }
      guard let closing else {
        index += length
        continue
      }
      let content = String(characters[(index + length)..<closing])
      let stripped =
        content.hasPrefix(" ") && content.hasSuffix(" ") && content.contains { $0 != " " }
      spans.append(stripped ? String(content.dropFirst().dropLast()) : content)
      index = closing + length
    }
    return spans
  }
}
