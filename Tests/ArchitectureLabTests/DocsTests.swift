import Foundation
import Testing

@testable import ArchitectureLab

@Suite("Docs stay true")
struct DocsTests {
  @Test("every generated block in the README and docs/ matches what the code produces now")
  func blocksAreCurrent() throws {
    // NB: blocks run `compare` with paths relative to the repository root, as a reader would;
    // the process's folder is put back after, for the tests that run later.
    let previous = FileManager.default.currentDirectoryPath
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    try #require(FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path))
    let stale = try DocBlocks.check(in: repositoryRoot).stale
    #expect(stale == [], "run `swift run compare docs` to regenerate")
  }

  @Test("the walkthrough and README have output blocks and whole-file excerpts that exist")
  func walkthroughHasRealExcerpts() throws {
    let walkthrough = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/walkthrough.md"), encoding: .utf8)
    let blocks = try DocBlocks.blocks(in: walkthrough)
    #expect(blocks.filter { $0.marker.hasPrefix("source: ") }.count >= 8)
    #expect(blocks.filter { $0.marker.hasPrefix("compare: ") }.count >= 10)
    for block in blocks where block.marker.hasPrefix("source: ") {
      #expect(block.content.hasPrefix("```swift\n") && block.content.count > 200, "\(block.marker)")
    }
  }

  @Test("#13 the script language calls positions positions and numbers numbers")
  func argumentKindsAreNamedRight() throws {
    for verb in Scenarios.all.flatMap(\.verbs) {
      for argument in verb.arguments {
        switch argument {
        case .integer: #expect(verb.summary.contains("position") || verb.summary.contains("depth"))
        case .number: #expect(!verb.summary.contains("position"), "\(verb.name)")
        case .choice, .text: break
        }
      }
    }
    let language = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/scripts.md"), encoding: .utf8)
    let lines = language.split(separator: "\n").filter { $0.hasPrefix("remove-favorite ") }
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { !$0.contains("position") && $0.contains("number") }, "\(lines)")
  }

  @Test("a compare block opens with the command its marker names, then what the command prints")
  func compareBlockShowsItsCommand() throws {
    let block = try DocBlocks.generate("compare:  docs   --help", root: repositoryRoot)
    #expect(
      block == """
        ```text
        $ swift run compare docs --help
        usage: compare docs [--check]

        Regenerates every output block of README.md and docs/*.md, and the charts
        docs/charts/bodies.svg and bodies-store.svg, from the code (the bench's charts come from a
        timed run: docs/performance.md); --check only lists the blocks that are out of date. Run it
        from the repository root.
        The block after <!-- compare: ARGS --> opens with its command, $ swift run compare ARGS, then
        what it prints; the command line is checked like the output.
        ```

        """)
  }

  @Test("the command line of a compare block quotes a word the shell would read otherwise")
  func commandLineQuotes() {
    #expect(DocBlocks.commandLine([]) == "$ swift run compare")
    #expect(
      DocBlocks.commandLine(["log", "it's*.lab", "--contestant", "vanilla/dedup"])
        == #"$ swift run compare log 'it'\''s*.lab' --contestant vanilla/dedup"#)
  }

  @Test("docs --check reports a compare block whose command line drifted from its marker")
  func driftedCommandLineIsStale() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(1), observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let marker = "compare: docs --help"
        // NB: the output is what the marker's command prints (a compare block reads no file of
        // the repository); only the command line drifted.
        guard
          let current = try? DocBlocks.generate(
            marker, root: FileManager.default.temporaryDirectory)
        else { exit(99) }
        let block = current.replacingOccurrences(
          of: "$ swift run compare docs --help\n", with: "$ swift run compare docs\n")
        let repository = enterTemporaryRepository([
          ("README.md", "<!-- \(marker) -->\n\(block)<!-- end -->\n")
        ])
        let checked = CompareCommand.run(["docs", "--check"])
        try? FileManager.default.removeItem(at: repository)
        Progress.writeToStandardError(checked.errors)
        exit(checked.status)
      }
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self) == """
        Out of date (run `swift run compare docs`):
          README.md: <!-- compare: docs --help -->

        """)
  }

  @Test("a block without an end marker is reported, not silently dropped")
  func missingEnd() {
    #expect(throws: UsageError(message: "the block <!-- script: basics --> has no <!-- end -->")) {
      try DocBlocks.blocks(in: "<!-- script: basics -->\ntext\n")
    }
  }

  @Test("a marker mentioned inside a line is prose: the block after it keeps its own marker")
  func markerInProse() throws {
    let text = """
      Markers such as `<!-- compare: … -->`, and `<!-- end -->` too, are lines of their own.

      <!-- script: basics -->
      old <!-- end --> text
      <!-- end -->
      <!-- script: favorites -->
      <!-- end -->

      """
    let blocks = try DocBlocks.blocks(in: text)
    #expect(blocks.map(\.marker) == ["script: basics", "script: favorites"])
    #expect(blocks.map(\.content) == ["old <!-- end --> text\n", ""])
  }
}
