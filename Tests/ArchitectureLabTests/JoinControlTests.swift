import Testing

@testable import ArchitectureLab

/// A zero-width joiner or non-joiner is part of a word where Unicode's identifier rules (UAX #31,
/// section 2.3) let one be, and an invisible character everywhere else.
@Suite("Joiners in words")
struct JoinControlTests {
  /// Words that need a joiner or non-joiner: `(what it is, the word)`.
  nonisolated static let words: [(String, String)] = [
    // NB: "I want", the non-joiner between farsi yeh and khah (A1).
    ("Persian", "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}"),
    // NB: beh, a kasra (a mark, transparent to joining), the non-joiner, alef.
    ("Arabic, a mark before the non-joiner", "\u{0628}\u{0650}\u{200C}\u{0627}"),
    // NB: ka, virama, joiner, ssa: the half form of ka (B).
    ("Devanagari half form", "\u{0915}\u{094D}\u{200D}\u{0937}"),
    // NB: ka, virama, non-joiner, ssa: the virama shown, no conjunct (A2).
    ("Devanagari explicit virama", "\u{0915}\u{094D}\u{200C}\u{0937}"),
    // NB: ka, al-lakuna, joiner, ya: the yansaya (B).
    ("Sinhala yansaya", "\u{0D9A}\u{0DCA}\u{200D}\u{0DBA}"),
  ]

  /// Words holding a joiner or non-joiner where it changes nothing visible: `(what it is, the
  /// word, the word as a message repeats it)`.
  nonisolated static let invisible: [(String, String, String)] = [
    ("first", "\u{200C}\u{0645}\u{06CC}", "\\u{200C}\u{0645}\u{06CC}"),
    ("last", "\u{0645}\u{06CC}\u{200C}", "\u{0645}\u{06CC}\\u{200C}"),
    ("last, after a virama", "\u{0915}\u{094D}\u{200D}", "\u{0915}\u{094D}\\u{200D}"),
    (
      "doubled", "\u{0645}\u{06CC}\u{200C}\u{200C}\u{062E}",
      "\u{0645}\u{06CC}\\u{200C}\\u{200C}\u{062E}"
    ),
    (
      "before punctuation", "\u{0645}\u{06CC}\u{200C}.\u{062E}",
      "\u{0645}\u{06CC}\\u{200C}.\u{062E}"
    ),
    ("after punctuation", "\u{0645}.\u{200C}\u{062E}", "\u{0645}.\\u{200C}\u{062E}"),
    ("before a space", "\u{0645}\u{06CC}\u{200C} \u{062E}", "\u{0645}\u{06CC}\\u{200C} \u{062E}"),
    ("between Latin letters", "incre\u{200C}ment", "incre\\u{200C}ment"),
    ("a joiner between Latin letters", "incre\u{200D}ment", "incre\\u{200D}ment"),
    // NB: A1 is for the non-joiner only.
    (
      "a joiner between Persian letters", "\u{0645}\u{06CC}\u{200D}\u{062E}",
      "\u{0645}\u{06CC}\\u{200D}\u{062E}"
    ),
    // NB: alef joins only the letter before it, so there is no connection after it to break.
    ("after alef", "\u{0627}\u{200C}\u{0628}", "\u{0627}\\u{200C}\u{0628}"),
    // NB: a virama with nothing before it is no conjunct.
    ("after a lone virama", "\u{094D}\u{200D}\u{0937}", "\u{094D}\\u{200D}\u{0937}"),
  ]

  @Test(
    "a word holding a joiner or non-joiner where UAX #31 allows one is repeated as typed",
    arguments: words)
  func allowedJoinerStays(script: String, word: String) {
    #expect(escapingControls(word) == word, "\(script)")
    #expect(echo(word) == "'\(word)'", "\(script)")
  }

  @Test("a joiner or non-joiner anywhere else is escaped", arguments: invisible)
  func otherJoinerIsEscaped(place: String, word: String, escaped: String) {
    #expect(escapingControls(word) == escaped, "\(place)")
  }

  @Test("a contestant may be named with a word that needs a joiner, and summarized in one")
  func joinerInContestantName() throws {
    try Scenarios.restoring {
      let added = Self.words.map { _, word in
        Contestant(
          name: word, summary: "\(word): a test's", expected: .correct, limits: [],
          mount: BasicsStoreViews.contestant.mount)
      }
      try Lab.register(["basics": added])
      let names = try #require(Scenarios.all.first { $0.name == "basics" }).contestants.map(\.name)
      #expect(names.suffix(added.count) == Self.words.map(\.1))
    }
  }

  @Test(
    "a contestant name holding a joiner where it changes nothing visible is refused",
    arguments: invisible)
  func invisibleJoinerInNameIsRefused(place: String, word: String, escaped: String) {
    Scenarios.restoring {
      let error = #expect(throws: Lab.RegistrationError.self, "\(place)") {
        try Lab.register([
          "basics": [
            Contestant(
              name: word, summary: "a test's", expected: .correct, limits: [],
              mount: BasicsStoreViews.contestant.mount)
          ]
        ])
      }
      #expect(
        error?.message
          == "error: scenario basics: contestant name '\(escaped)' holds a control or invisible "
          + "character, which would reach the terminal as it is", "\(place)")
    }
  }
}
