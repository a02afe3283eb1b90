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

  /// `(words, as Markdown prints them)`: what GitHub makes a link, an emoji or math of.
  nonisolated static let gitHubEscapes: [(String, String)] = [
    ("www.example.com", "www\\.example.com"),
    ("https://example.com/a", "https\\://example.com/a"),
    ("ftp://a.b", "ftp\\://a.b"),
    ("me@example.com", "me<span>@</span>example.com"),
    (
      ":+1: :t-rex: :white_check_mark:",
      "<span>:</span>+1: <span>:</span>t-rex: <span>:</span>white\\_check\\_mark:"
    ),
    ("a:b:c", "a<span>:</span>b:c"),
    ("$x$ costs $5", "<span>$</span>x<span>$</span> costs <span>$</span>5"),
    ("stale: AppView, step 3: loop", "stale: AppView, step 3: loop"),
    ("12:30 a.www b:", "12:30 a.www b:"),
    ("an @Observable model, a @ b", "an @Observable model, a @ b"),
  ]

  @Test(
    "what GitHub makes a link, an emoji or math of is escaped, in a span where a backslash is not enough",
    arguments: gitHubEscapes)
  func gitHubEscaped(words: String, markdown: String) {
    #expect(markdownText(words) == markdown)
  }

  @Test("a script name GitHub would link, or make an emoji or math of, prints as typed")
  func gitHubScriptName() throws {
    let lines = favoritesReport(scripts: ["a$x$ :smile: www.x.com me@x.co.lab", "b.lab"])
    let shown =
      "a<span>$</span>x<span>$</span> <span>:</span>smile: www\\.x.com me<span>@</span>x.co"
    #expect(
      lines.contains { $0.hasPrefix("| \(shown) | `vanilla/published-children` | 2 |") }, "\(lines)"
    )
    #expect(
      lines.contains("| — | broken | `vanilla/published-children` on \(shown), stale: AppView |"),
      "\(lines)")
  }

  @Test("registered contestants named like links print as typed in the report's sentence and note")
  func gitHubContestantNames() throws {
    let lines = try basicsReport([("www.x.co", .correct), ("https://y.co", .stale)])
    #expect(
      lines.contains(
        "**basics** (floor 8 body runs over 8 steps): www\\.x.co has the fewest body runs, 8 "
          + "where 8 had to run (none wasted); none is broken; https\\://y.co (declared stale) is "
          + "not ranked."),
      "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("† https\\://y.co (declared stale): correct on these scripts")
      },
      "\(lines)")
    // NB: in code, nothing is a link.
    #expect(lines.contains("| 1 | 8 | `www.x.co` |"), "\(lines)")
  }

  /// Contestants of another package named like Markdown, each the lab's own store but declared
  /// stale, so the basics script lists every one in the sentence and the note.
  nonisolated static let names = ["*a*", "_b_", "[c](d)", "<e>", "f|g"]

  @Test(
    "contestant names holding Markdown punctuation print as typed in the report's sentence and note"
  )
  func contestantNames() throws {
    let lines = try basicsReport(Self.names.map { ($0, .stale) })
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
    let lines = favoritesReport(scripts: [name + ".lab", "b.lab"])
    // NB: each break shows as the text reports show it, `\n`, its backslash escaped.
    let shown = #"# h\\n> q\\r- l\\r\\n+ p\\n\* s\\n=\\n1. n\\n2) m\\n    c\\n\| t"#
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

  /// The lines of the Markdown report of `vanilla/published-children` run on `scripts`
  /// (``favoritesTwoSteps(_:)``): stale on every one, so the broken line names the first.
  private func favoritesReport(scripts: [String]) -> [Substring] {
    favoritesTwoSteps(
      ["run"] + scripts + ["--format", "markdown", "--contestant", "vanilla/published-children"])
  }

  /// The lines of the Markdown report of the basics script run on `contestants` of another
  /// package, each the lab's own store declaring the verdict given.
  private func basicsReport(_ contestants: [(name: String, declared: Verdict)]) throws -> [String] {
    let basics = try #require(Scenarios.all.first { $0.name == "basics" })
    let script = try #require(BuiltinScripts.all.first { $0.name == "basics" })
    let store = try #require(basics.contestants.first { $0.name == "store" })
    return try Scenarios.restoring {
      try Lab.register([
        "basics": contestants.map { name, declared in
          Contestant(
            name: name, summary: "a test's", expected: declared, limits: [], mount: store.mount)
        }
      ])
      let runs = try Lab.run(script: script.text, contestants: contestants.map(\.name))
      return Lab.report(runs, format: .markdown).split(separator: "\n").map(String.init)
    }
  }
}
