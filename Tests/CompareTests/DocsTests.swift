import Foundation
import Testing

@testable import Compare

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

  @Test("a block without an end marker is reported, not silently dropped")
  func missingEnd() {
    #expect(throws: UsageError(message: "the block <!-- script: basics --> has no <!-- end -->")) {
      try DocBlocks.blocks(in: "<!-- script: basics -->\ntext\n")
    }
  }
}
