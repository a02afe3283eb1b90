import Testing

@testable import ArchitectureLab

/// Words of the user's in the lab's Markdown, outside code, print as typed: the punctuation that
/// would make emphasis, a link, HTML, an entity or a strikethrough of them is escaped.
@Suite("Markdown running text")
struct MarkdownTextTests {
  /// `(words, as Markdown prints them)`.
  nonisolated static let escapes: [(String, String)] = [
    ("vanilla/one-way (declared stale)", "vanilla/one-way (declared stale)"),
    ("*a*", "\\*a\\*"),
    ("_b_", "\\_b\\_"),
    ("[c](d)", "\\[c\\](d)"),
    ("![c](d)", "!\\[c\\](d)"),
    ("<e>", "\\<e>"),
    ("&amp;", "\\&amp;"),
    ("~~f~~", "\\~\\~f\\~\\~"),
    ("re`dux\\", "re\\`dux\\\\"),
    ("*\u{301}x*", "\\*\u{301}x\\*"),
  ]

  @Test("the punctuation that opens an inline construct is backslash-escaped", arguments: escapes)
  func escaped(words: String, markdown: String) {
    #expect(markdownText(words) == markdown)
  }

  /// Contestants of another package named like Markdown, each the lab's own store but declared
  /// stale, so the basics script lists every one in the sentence and the note.
  nonisolated static let names = ["*a*", "_b_", "[c](d)", "<e>", "f|g"]

  @Test(
    "contestant names holding Markdown punctuation print as typed in the report's sentence and note"
  )
  func contestantNames() throws {
    let basics = try #require(Scenarios.all.first { $0.name == "basics" })
    let script = try #require(BuiltinScripts.all.first { $0.name == "basics" })
    let store = try #require(basics.contestants.first { $0.name == "store" })
    let lines = try Scenarios.restoring {
      try Lab.register([
        "basics": Self.names.map { name in
          Contestant(
            name: name, summary: "a test's", expected: .stale, limits: [], mount: store.mount)
        }
      ])
      let runs = try Lab.run(script: script.text, contestants: Self.names)
      return Lab.report(runs, format: .markdown).split(separator: "\n").map(String.init)
    }
    #expect(
      lines.contains(
        "† \\*a\\* (declared stale), \\_b\\_ (declared stale), \\[c\\](d) (declared stale), "
          + "\\<e> (declared stale), f\\|g (declared stale): correct on these scripts, which do not "
          + "show the faults they declare (their built-in scripts do); not ranked."),
      "\(lines)")
    #expect(
      lines.contains(
        "**basics** (floor 8 body runs over 8 steps): No contestant that declares itself correct "
          + "is correct here; \\*a\\* (declared stale), \\_b\\_ (declared stale), \\[c\\](d) "
          + "(declared stale), \\<e> (declared stale) and f|g (declared stale) are not ranked."),
      "\(lines)")
    // NB: in code in the tables, only the `|` escaped, as a table needs.
    #expect(lines.contains("| — | not ranked | `f\\|g` (declared stale), correct here |"))
    #expect(lines.contains("| `[c](d)` † | 1 | 1.00 | 0.88 |"))
  }

  @Test("script names holding Markdown punctuation print as typed in the report's rows")
  func scriptNames() throws {
    let favorites = try #require(BuiltinScripts.all.first { $0.name == "favorites" })
    let outcome = CompareCommand.run(
      [
        "run", "*s*.lab", "[t](u)<v>.lab", "--format", "markdown", "--contestant",
        "vanilla/published-children",
      ], readFile: { _ in favorites.text }, progress: { _ in })
    #expect(outcome.errors == "")
    let lines = outcome.output.split(separator: "\n")
    #expect(
      lines.contains { $0.hasPrefix("| \\*s\\* | `vanilla/published-children` | 12 |") },
      "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("| \\[t\\](u)\\<v> | `vanilla/published-children` | 12 |") },
      "\(lines)")
    #expect(
      lines.contains("| — | broken | `vanilla/published-children` on \\*s\\*, stale: AppView |"),
      "\(lines)")
  }

  @Test("a script name holding line breaks and block starts opens no line of the report")
  func scriptNameLineStarts() throws {
    let name = "# h\n> q\r- l\r\n+ p\n* s\n=\n1. n\n2) m\n    c\n| t"
    let outcome = CompareCommand.run(
      [
        "run", name + ".lab", "b.lab", "--format", "markdown", "--contestant",
        "vanilla/published-children",
      ],
      readFile: { _ in "scenario favorites\nincrement\nsave\n" }, progress: { _ in })
    #expect(outcome.errors == "")
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = "# h > q - l  + p \\* s = 1. n 2) m     c \\| t"
    #expect(
      lines.contains(
        "| \(shown) | `vanilla/published-children` | 2 | 7 | 9 | 0 | 2 | 3 | 2 | 0 | 0 | 0.78 | 0.33 | stale |"
      ), "\(lines)")
    #expect(
      lines.contains("| — | broken | `vanilla/published-children` on \(shown), stale: AppView |"),
      "\(lines)")
    // NB: every line is the lab's: a table row, a bold scenario, the † note or a sentence of its own.
    let starts = ["|", "**", "†", "Geometric means", "Over only", ""]
    #expect(
      lines.allSatisfy { line in starts.contains { $0.isEmpty ? line.isEmpty : line.hasPrefix($0) }
      },
      "\(lines)")
  }

  @Test(
    "a registered contestant's summary holding Markdown punctuation prints as typed in the script reference"
  )
  func summary() throws {
    let basics = try #require(Scenarios.all.first { $0.name == "basics" })
    let store = try #require(basics.contestants.first { $0.name == "store" })
    let reference = try Scenarios.restoring {
      try Lab.register([
        "basics": [
          Contestant(
            name: "redux", summary: "a *b* _c_ [d](e) <f> &amp; g|h", expected: .correct,
            limits: [], mount: store.mount)
        ]
      ])
      return ScriptReference.render()
    }
    #expect(
      reference.split(separator: "\n").contains(
        "|  | `redux` | correct | a \\*b\\* \\_c\\_ \\[d\\](e) \\<f> \\&amp; g\\|h |"),
      "\(reference)")
  }
}
