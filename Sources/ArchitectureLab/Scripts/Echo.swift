import Foundation

/// How many characters of a word from the user a message repeats.
nonisolated let maximumEchoLength = 40

/// A word from the user as a message repeats it, quoted and cut like ``shortened(_:)``:
/// `'aaaa…' (12582912 characters)`; a path is cut after `limit` characters instead. Its control
/// characters are escaped (``escapingControls(_:)``).
nonisolated func echo(_ word: some StringProtocol, limit: Int = maximumEchoLength) -> String {
  guard let length = excessLength(of: word, limit: limit) else {
    return "'\(escapingControls(word))'"
  }
  return "'\(escapingControls(word.prefix(limit)))…' (\(length) characters)"
}

/// A path from the user as a message repeats it: whole unless longer than a path can be, its
/// control characters escaped.
nonisolated func echo(path: String) -> String {
  echo(path, limit: Int(PATH_MAX))
}

/// `text` with each control character (C0, DEL, C1) written as Swift writes it in a literal
/// (`\n`, `\t`, `\u{1B}`), so a word from the user cannot split a message or send the
/// terminal an escape sequence.
///
/// NB: only controls: quotes, backslashes and non-ASCII letters stay as typed, so a name holding
/// a backslash and an `n` reads like one holding a newline; a message is for reading, and the
/// length it gives is the word's own.
nonisolated func escapingControls(_ text: some StringProtocol) -> String {
  let isControl = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .control }
  guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
  return text.unicodeScalars.map { isControl($0) ? $0.escaped(asASCII: true) : String($0) }
    .joined()
}

/// A word from the user cut after ``maximumEchoLength`` characters, with its length, so a
/// runaway token (a 12 MB line) does not flood the terminal: `9999… (12582912 characters)`.
nonisolated func shortened(_ word: some StringProtocol) -> String {
  guard let length = excessLength(of: word, limit: maximumEchoLength) else {
    return escapingControls(word)
  }
  return "\(escapingControls(word.prefix(maximumEchoLength)))… (\(length) characters)"
}

/// The word's length in characters when it is longer than `limit`, else `nil`.
nonisolated private func excessLength(of word: some StringProtocol, limit: Int) -> Int? {
  // NB: a word of at most `limit` UTF-8 bytes is short enough without counting.
  guard word.utf8.count > limit else { return nil }
  let length = word.count
  return length > limit ? length : nil
}
