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

/// `text` with each control character (C0, DEL, C1), each line or paragraph separator
/// (U+2028, U+2029) and each noncharacter (U+FFFE, U+FFFF, U+FDD0…) written as Swift writes it
/// in a literal (`\n`, `\t`, `\u{1B}`, `\u{2028}`, `\u{FFFF}`), so a word from the user
/// cannot split a message or send the terminal an escape sequence; and so is each invisible
/// format character that stands on its own (a zero-width space, a bidirectional override or
/// isolate, a byte order mark), so `incre\u{200B}ment` does not read as `increment` in "did you
/// mean 'increment'?".
///
/// NB: only those: quotes, backslashes and non-ASCII letters stay as typed, so a name holding
/// a backslash and an `n` reads like one holding a newline; a message is for reading, and the
/// length it gives is the word's own. A format character inside an emoji, such as the joiner
/// of a family 👨‍👩‍👧 or a flag's tags, is part of what it draws and stays, and so is a joiner or
/// non-joiner where Unicode's identifier rules let a word hold one (``JoinControl``: Persian
/// `می‌خواهم`, Devanagari `क्‍ष`); inside any other character (a joiner after a letter joins the
/// letter's character) it is escaped.
///
/// NB: U+2028 and U+2029 are separators to Unicode (Zl, Zp), not controls, but editors and
/// JavaScript (a LineTerminator in ECMA-262) end a line at each: written out, they end none.
nonisolated func escapingControls(_ text: some StringProtocol) -> String {
  let isControl = { (scalar: Unicode.Scalar) in
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    // NB: a noncharacter (U+FFFE, U+FFFF, …) is no character to show, and XML forbids U+FFFE
    // and U+FFFF, so one in a chart's label would make the SVG file ill-formed.
    default: scalar.properties.isNoncharacterCodePoint
    }
  }
  let isFormat = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .format }
  guard text.unicodeScalars.contains(where: { isControl($0) || isFormat($0) }) else {
    return String(text)
  }
  // NB: a joiner's context reaches into the next character, so the scalars are read as a whole.
  let scalars = Array(text.unicodeScalars)
  var start = 0
  return text.map { character in
    let range = start..<(start + character.unicodeScalars.count)
    start = range.upperBound
    // NB: a format character that begins a character joins nothing before it: it stands alone.
    // An emoji begins with a non-ASCII emoji scalar (ASCII digits, `#` and `*` are emoji too,
    // as keycap bases, and a joiner after them draws nothing).
    let isEmoji = !scalars[range.lowerBound].isASCII && scalars[range.lowerBound].properties.isEmoji
    return range.map { index in
      let scalar = scalars[index]
      let stays =
        !isControl(scalar)
        && (!isFormat(scalar) || (index > range.lowerBound && isEmoji)
          || JoinControl.joins(at: index, in: scalars))
      return stays ? String(scalar) : scalar.escaped(asASCII: true)
    }.joined()
  }.joined()
}

/// A path from the user as a location repeats it, unquoted: whole unless longer than a path can
/// be (`aaaa… (100000 characters)`), its control characters escaped.
nonisolated func shortened(path: String) -> String {
  guard let length = excessLength(of: path, limit: Int(PATH_MAX)) else {
    return escapingControls(path)
  }
  return "\(escapingControls(path.prefix(Int(PATH_MAX))))… (\(length) characters)"
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

/// Why `text`, printed as it is in a report line (a contestant's name or summary, a todo's
/// title), cannot be, or `nil` when it can: it holds a character ``escapingControls(_:)`` would
/// escape.
nonisolated func reportLineProblem(_ text: some StringProtocol) -> String? {
  guard escapingControls(text) != text else { return nil }
  return "holds a control or invisible character, which would reach the terminal as it is"
}
