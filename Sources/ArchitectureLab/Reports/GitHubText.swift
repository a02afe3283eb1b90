/// What GitHub makes of plain text beyond CommonMark, and how ``markdownText(_:)`` writes a
/// character of the user's that would start it, so the words still read as typed there.
///
/// - Autolinks (GFM spec 0.29-gfm, section 6.9 "Autolinks (extension)",
///   https://github.github.com/gfm/#autolinks-extension-): `www.` and `http://`, `https://` or
///   `ftp://` before a domain are found as the inline parser reaches the `w` or the `:`, so a
///   backslash before that `.` or `:` leaves plain text (cmark-gfm's `extensions/autolink.c`,
///   `www_match` and `url_match`, at `85d8952`). An address (`me@example.com`) is found in a text
///   node after parsing, where a backslash is gone: its `@`, between characters an address may
///   hold there, is wrapped in a `<span>` instead, which parts the text.
/// - Emoji shortcodes (`:+1:`, GitHub Docs, "Basic writing and formatting syntax", section
///   "Using emojis"): GitHub replaces them in the rendered text, where a backslash is gone too
///   (github/markup#1153), so the `:` that opens one is wrapped in a `<span>`.
/// - Math (`$x$`, GitHub Docs, "Writing mathematical expressions"; the GFM spec has no section
///   for it): that page's section "Writing dollar signs in line with and within mathematical
///   expressions" wraps a `$` outside math in a `<span>`, and so does this, every `$`.
///
/// NB: a `<span>` is raw HTML (CommonMark section 6.6) that GitHub keeps and any renderer shows
/// as its text alone. It is written only around the lab's own one character, after
/// ``markdownText(_:)`` escaped every `<` of the user's, so it cannot open anything else.
/// What GitHub links only in issues and comments (`@name`, `#12`, a commit's hash) is left as
/// typed: the lab's own summaries write `@Observable`.
nonisolated enum GitHubText {
  /// How ``markdownText(_:)`` writes a character GitHub would read: after a backslash, or alone
  /// in a `<span>`.
  enum Escape {
    case backslash
    case span
  }

  /// How the character at `index` of `scalars` is written, or `nil`: as it is.
  static func escape(at index: Int, in scalars: [Unicode.Scalar]) -> Escape? {
    switch scalars[index] {
    case "$":
      return .span
    case "@" where isInAddress(at: index, in: scalars):
      return .span
    case ":" where opensShortcode(at: index, in: scalars):
      return .span
    case ":" where scalars[(index + 1)...].starts(with: ["/", "/"]):
      return .backslash
    case "." where index >= 3 && scalars[(index - 3)..<index].elementsEqual(["w", "w", "w"]):
      return .backslash
    default:
      return nil
    }
  }

  /// Whether the `@` at `index` stands where an address holds one: after a letter, a digit, `.`,
  /// `-`, `_` or `+`, and before a letter, a digit, `-` or `_`.
  private static func isInAddress(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    guard index > 0, index + 1 < scalars.count else { return false }
    return isAlphanumeric(scalars[index - 1], or: ".-_+")
      && isAlphanumeric(scalars[index + 1], or: "-_")
  }

  /// Whether the `:` at `index` is followed by a shortcode's name and a `:`: `:+1:`, `:t-rex:`.
  private static func opensShortcode(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    let name = scalars[(index + 1)...].prefix { isAlphanumeric($0, or: "_+-") }
    return !name.isEmpty && scalars.dropFirst(index + 1 + name.count).first == ":"
  }

  /// Whether `scalar` is an ASCII letter or digit, or one of `others`.
  private static func isAlphanumeric(_ scalar: Unicode.Scalar, or others: String) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || others.unicodeScalars.contains(scalar))
  }
}
