/// Words of the user's as Markdown running text shows them (a script's name, a contestant's in a
/// sentence, a summary in a table cell): every ASCII punctuation character that can open or close
/// an inline construct is backslash-escaped (CommonMark 0.31.2, section 2.4 "Backslash escapes",
/// https://spec.commonmark.org/0.31.2/#backslash-escapes), so the words print as typed, and so is
/// what GitHub would make a link, an emoji or math of (``GitHubText``). Names in code are
/// ``markdownCode(_:)``'s.
///
/// Escaped: `\` (an escape itself), `` ` `` (code spans, 6.1), `*` and `_` (emphasis, 6.2), `[`
/// and `]` (links and images, 6.3 and 6.4), `<` (autolinks and raw HTML, 6.5 and 6.6), `&`
/// (entity references, 2.5) and `~` (GitHub's strikethrough, GFM 6.5).
///
/// Control characters, line and paragraph separators and invisible format characters are first
/// written as the text reports write them (``escapingControls(_:)``: `\u{1B}`, `\n`,
/// `\u{202E}`), and that backslash is escaped like any other: a reader sees `\u{1B}`, and no
/// escape sequence, line break or bidirectional override reaches the page or the terminal that
/// shows the file.
///
/// NB: only those, so the lab's own names and sentences print as before: they hold none of them,
/// and `/`, `-`, `.`, `(`, `:` mean nothing inside a line. Nothing the writers print puts the
/// user's words first on a line (each line opens with the lab's `|`, `**` or `†`, and a line
/// break in a script's name is `\n`), so the characters that open a block there (`#`, `>`, `-`,
/// `+`, `*`, `=`, `1.`, `1)`, an indent of four) need no escape either. A `|` is escaped by
/// ``MarkdownReport/cell(_:)``, after this: a table needs it also inside code. Scalars, not
/// characters: a combining mark after `*` leaves it a delimiter.
nonisolated func markdownText(_ words: String) -> String {
  let scalars = Array(escapingControls(words).unicodeScalars)
  var escaped = String.UnicodeScalarView()
  for (index, scalar) in scalars.enumerated() {
    let gitHub = GitHubText.escape(at: index, in: scalars)
    if gitHub == .backslash || "\\`*_[]<&~".unicodeScalars.contains(scalar) {
      escaped.append("\\")
    }
    if gitHub == .span {
      escaped.append(contentsOf: "<span>\(scalar)</span>".unicodeScalars)
    } else {
      escaped.append(scalar)
    }
  }
  return String(escaped)
}
