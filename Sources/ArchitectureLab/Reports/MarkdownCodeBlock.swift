/// `text` as a fenced Markdown code block in `language`, whatever lines it holds: every block the
/// lab's Markdown writers fence (the generated docs' command output, scripts and source files)
/// is made here.
///
/// The rule is CommonMark's (spec 0.31.2, section 4.5 "Fenced code blocks",
/// https://spec.commonmark.org/0.31.2/#fenced-code-blocks): a block opened by a run of backticks
/// ends at the first line that is, after at most three spaces, a run of backticks at least as
/// long (then only spaces or tabs). So the fence is one backtick longer than the longest run
/// that opens a line of `text` that way, and three at least; the block shows `text` exactly.
///
/// Lines end where CommonMark ends them (section 2.1, "Characters and lines"): at `\n`, `\r\n`
/// or `\r`, as a script does (``ScriptLines``). The block writes each line once, ended with `\n`,
/// so a file saved with `\r\n` or `\r` shows as it does saved with `\n`; a break that ends `text`
/// ends its last line and adds no empty one.
///
/// NB: a line of tildes cannot close a backtick fence, so only backticks count; a run after an
/// indent of four columns or more is code, not a fence. `language` is the lab's own word and
/// holds no backtick (an info string after backticks may not).
nonisolated func markdownCodeBlock(_ text: String, language: String) -> String {
  var lines: [Substring] = []
  var reader = ScriptLines(text)
  while let (_, line) = reader.next() { lines.append(line) }
  // NB: the reader reads an empty last line after a final break; the break already ended a line.
  if lines.count > 1, lines.last == "" { lines.removeLast() }
  let longest = lines.map(openingBackticks).max() ?? 0
  let fence = String(repeating: "`", count: max(3, longest + 1))
  return "\(fence)\(language)\n" + lines.map { "\($0)\n" }.joined() + "\(fence)\n"
}

/// The backticks that open `line` after at most three spaces: the run that could close a fence.
nonisolated private func openingBackticks(_ line: Substring) -> Int {
  let indent = line.prefix { $0 == " " }
  guard indent.count <= 3 else { return 0 }
  return line.dropFirst(indent.count).prefix { $0 == "`" }.count
}
