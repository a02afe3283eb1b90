/// `text` as a Markdown code span, whatever backticks it holds: every inline code the lab's
/// Markdown writers print (the run report, the conformance report, the generated docs) is made
/// here.
///
/// The rule is CommonMark's (spec 0.31.2, section 6.1 "Code spans",
/// https://spec.commonmark.org/0.31.2/#code-spans): a span opens with a run of backticks and ends
/// at the next run of the same length, so the fence is one backtick longer than the longest run
/// inside (``` ``a`b`` ```). A backtick first or last would lengthen the fence it touches, so the
/// text is padded with a space on each side then; so is a text that begins and ends with a space
/// (and is not only spaces), since a span drops one space from each end of such content. The
/// padding is that dropped space, so the span shows `text` exactly.
///
/// Control characters, line and paragraph separators and invisible format characters are written
/// as the text reports write them (``escapingControls(_:)``): a span shows `\u{1B}` or `\n` as
/// typed, since a backslash escapes nothing inside one. An empty text is an empty string: no
/// span holds nothing.
nonisolated func markdownCode(_ text: String) -> String {
  let text = escapingControls(text)
  guard let first = text.first, let last = text.last else { return "" }
  var longest = 0
  var run = 0
  for character in text {
    run = character == "`" ? run + 1 : 0
    longest = max(longest, run)
  }
  let fence = String(repeating: "`", count: longest + 1)
  let padded =
    first == "`" || last == "`"
    || (first == " " && last == " " && text.contains { $0 != " " })
  return padded ? "\(fence) \(text) \(fence)" : "\(fence)\(text)\(fence)"
}
