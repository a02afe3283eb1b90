/// Where a zero-width non-joiner (U+200C) or joiner (U+200D) belongs to a word, as Unicode's
/// identifier rules allow them: Persian `می‌خواهم` needs a non-joiner between two letters that
/// would otherwise join, and Devanagari `क्‍ष` a joiner after a virama to show the half form.
/// Anywhere else a joiner changes nothing visible, so `incre\u{200D}ment` would read as
/// `increment`.
///
/// The contexts are UAX #31's (Unicode Identifiers and Syntax, section 2.3 "Layout and Format
/// Control Characters", https://www.unicode.org/reports/tr31/), over the text's scalars:
/// - A1, a non-joiner breaking a cursive connection: `$LJ $T* ZWNJ $T* $RJ`, a letter that joins
///   the one after it, marks, the non-joiner, marks, a letter that joins the one before it
///   (``JoiningType``);
/// - A2, a non-joiner in a conjunct: `$L $M* $V $M₁* ZWNJ`, a letter, marks, a virama, combining
///   marks, the non-joiner;
/// - B, a joiner in a conjunct: `$L $M* $V $M₁* ZWJ`, the same before a joiner.
///
/// `$T` is taken as a nonspacing or enclosing mark (`Mn`, `Me`): `Joining_Type=Transparent` also
/// holds the format characters, which are refused on their own anyway. `$M` is a nonspacing
/// mark, `$M₁` one with a nonzero combining class, `$V` a combining class of Virama (9).
///
/// NB: stricter than A2 and B, a joiner in a conjunct must also be followed by a letter (after
/// combining marks: `$M₁* $L`), as later revisions state A2 (they moved these rules to UTS #39,
/// section 3.1.1.1), so no joiner ends a word: the old Malayalam chillu `ന്‍` (before the chillu
/// letters of Unicode 5.1, `ൻ`) is refused at a word's end. Those revisions' condition that the
/// letters be of one script is not checked: the standard library does not say a scalar's
/// script, and a virama or a joining letter of another script beside a Latin letter is visible.
nonisolated enum JoinControl {
  static let nonJoiner: Unicode.Scalar = "\u{200C}"
  static let joiner: Unicode.Scalar = "\u{200D}"

  /// Whether `scalars[index]` is a non-joiner or joiner in one of the contexts above.
  static func joins(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    let scalar = scalars[index]
    guard scalar == nonJoiner || scalar == joiner else { return false }
    if scalar == nonJoiner && breaksCursiveConnection(at: index, in: scalars) { return true }
    return followsVirama(index, in: scalars) && precedesLetter(index, in: scalars)
  }

  /// A1: a letter joining forward, then marks, before `index`; marks, then a letter joining
  /// backward, after it.
  private static func breaksCursiveConnection(at index: Int, in scalars: [Unicode.Scalar])
    -> Bool
  {
    var before = index - 1
    while before >= 0, isMark(scalars[before]) { before -= 1 }
    var after = index + 1
    while after < scalars.count, isMark(scalars[after]) { after += 1 }
    guard before >= 0, after < scalars.count else { return false }
    return JoiningType.of(scalars[before])?.joinsFollowing == true
      && JoiningType.of(scalars[after])?.joinsPreceding == true
  }

  /// `$L $M* $V $M₁*` just before `index`.
  ///
  /// NB: a virama is itself a mark with a nonzero combining class, so each virama in the run of
  /// such marks before `index` is tried, as the regular expression would backtrack to.
  private static func followsVirama(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    var position = index - 1
    while position >= 0 {
      let scalar = scalars[position]
      if scalar.properties.canonicalCombiningClass == .virama
        && isLetter(beforeMarksEndingAt: position - 1, in: scalars)
      {
        return true
      }
      guard isCombining(scalar) else { return false }
      position -= 1
    }
    return false
  }

  /// `$M₁* $L` just after `index`.
  private static func precedesLetter(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    var position = index + 1
    while position < scalars.count, isCombining(scalars[position]) { position += 1 }
    return position < scalars.count && isLetter(scalars[position])
  }

  /// `$L $M*` ending at `end`.
  private static func isLetter(beforeMarksEndingAt end: Int, in scalars: [Unicode.Scalar]) -> Bool {
    var position = end
    while position >= 0, scalars[position].properties.generalCategory == .nonspacingMark {
      position -= 1
    }
    return position >= 0 && isLetter(scalars[position])
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      true
    default: false
    }
  }

  /// `$T`: a nonspacing or enclosing mark.
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    return category == .nonspacingMark || category == .enclosingMark
  }

  /// `$M₁`: a nonspacing mark with a nonzero combining class.
  private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .nonspacingMark
      && scalar.properties.canonicalCombiningClass != .notReordered
  }
}
