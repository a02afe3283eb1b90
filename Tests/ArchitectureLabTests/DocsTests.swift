import Foundation
import Testing

@testable import ArchitectureLab

@Suite("Docs stay true")
struct DocsTests {
  @Test("every generated block in the README and docs/ matches what the code produces now")
  func blocksAreCurrent() throws {
    // NB: blocks run `compare` with paths relative to the repository root, as a reader would.
    #expect(FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path))
    let stale = try DocBlocks.stale(in: repositoryRoot)
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

  @Test("a block without an end marker is reported, not silently dropped")
  func missingEnd() {
    #expect(throws: UsageError(message: "the block <!-- script: basics --> has no <!-- end -->")) {
      try DocBlocks.blocks(in: "<!-- script: basics -->\ntext\n")
    }
  }
}
