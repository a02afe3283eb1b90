/// The fenced code blocks of a Markdown document as CommonMark reads them (spec 0.31.2, section
/// 4.5 "Fenced code blocks"), for tests of what a Markdown writer fences: a line that is, after at
/// most three spaces, a run of three or more backticks opens a block; the first later line that
/// is, after at most three spaces, a run of backticks at least as long, then only spaces or tabs,
/// closes it (none: the document's end does). Tilde fences and blocks inside other blocks are
/// not read.
enum FencedBlockReader {
  /// The contents of the blocks in `document`, each line followed by a line break, in order.
  static func blocks(in document: String) -> [String] {
    var blocks: [String] = []
    var open: (length: Int, lines: [Substring])?
    for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
      let (indent, run) = fence(line)
      if let current = open {
        let rest = line.dropFirst(indent + run)
        if indent <= 3, run >= current.length, rest.allSatisfy({ $0 == " " || $0 == "\t" }) {
          blocks.append(current.lines.map { $0 + "\n" }.joined())
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if indent <= 3, run >= 3, !line.dropFirst(indent + run).contains("`") {
        open = (run, [])
      }
    }
    if let open { blocks.append(open.lines.map { $0 + "\n" }.joined()) }
    return blocks
  }

  /// The spaces that indent `line` and the run of backticks after them.
  private static func fence(_ line: Substring) -> (indent: Int, run: Int) {
    let indent = line.prefix { $0 == " " }.count
    return (indent, line.dropFirst(indent).prefix { $0 == "`" }.count)
  }
}
