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
/// NB: a line of tildes cannot close a backtick fence, so only backticks count; a run after an
/// indent of four columns or more is code, not a fence. `language` is the lab's own word and
/// holds no backtick (an info string after backticks may not). `text` gets a final line break
/// when it has none, so the closing fence is a line of its own.
nonisolated func markdownCodeBlock(_ text: String, language: String) -> String {
  var longest = 0
  for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
    let indent = line.prefix { $0 == " " }
    guard indent.count <= 3 else { continue }
    longest = max(longest, line.dropFirst(indent.count).prefix { $0 == "`" }.count)
  }
  let fence = String(repeating: "`", count: max(3, longest + 1))
  return "\(fence)\(language)\n\(text.hasSuffix("\n") ? text : text + "\n")\(fence)\n"
}
