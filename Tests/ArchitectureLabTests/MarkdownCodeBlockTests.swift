import Foundation
import Testing

@testable import ArchitectureLab

/// A fenced block in the lab's Markdown shows its text exactly, whatever backtick lines it holds.
@Suite("Markdown code blocks")
struct MarkdownCodeBlockTests {
  /// `(text, the fence of its block)`.
  nonisolated static let fences: [(String, String)] = [
    ("plain\n", "```"),
    ("```\n", "````"),
    ("a\n````\nb\n", "`````"),
    ("a\n```swift\n``\n", "````"),
    ("   ```\n", "````"),
    ("    `````\n", "```"),
    ("x ```` y\n", "```"),
    ("~~~\n", "```"),
    ("a\r```", "````"),
    ("", "```"),
  ]

  @Test(
    "a block is fenced past the longest backtick run opening a line, three at least",
    arguments: fences)
  func fence(text: String, fence: String) {
    #expect(markdownCodeBlock(text, language: "text").hasPrefix(fence + "text\n"))
    #expect(markdownCodeBlock(text, language: "text").hasSuffix("\n" + fence + "\n"))
  }

  @Test(
    "CommonMark reads every block back as the text it was made of",
    arguments: fences.map(\.0).filter { !$0.contains("\r") } + ["no final break", "```\n````"])
  func readsBack(text: String) {
    let block = markdownCodeBlock(text, language: "swift")
    let expected = text.hasSuffix("\n") ? text : text + "\n"
    #expect(FencedBlockReader.blocks(in: "before\n\n" + block + "\nafter\n") == [expected])
  }

  /// `(text, its block)`: a script or source file's lines, whatever ends them.
  nonisolated static let lineEnds: [(String, String)] = [
    ("scenario basics\nincrement\n", "```text\nscenario basics\nincrement\n```\n"),
    ("scenario basics\r\nincrement\r\n", "```text\nscenario basics\nincrement\n```\n"),
    ("scenario basics\rincrement\r", "```text\nscenario basics\nincrement\n```\n"),
    ("scenario basics\r\nincrement", "```text\nscenario basics\nincrement\n```\n"),
    ("a\r\n\r\nb\r\n\r\n", "```text\na\n\nb\n\n```\n"),
    ("a\rb\nc\r\n", "```text\na\nb\nc\n```\n"),
    ("```\r\n", "````text\n```\n````\n"),
    ("\r\n", "```text\n\n```\n"),
  ]

  @Test(
    "a text's lines are fenced once each, whether they end in \\n, \\r\\n or \\r",
    arguments: lineEnds)
  func lineEnds(text: String, block: String) {
    #expect(markdownCodeBlock(text, language: "text") == block)
  }

  @Test("a source block of a file saved with \\r\\n line ends shows each line once")
  func sourceBlockOfCRLFFile() throws {
    let folder = try TemporaryFolder()
    _ = try folder.file("Windows.swift", text: "let a = 1\r\n\r\nlet b = 2\r\n")
    #expect(
      try DocBlocks.generate("source: Windows.swift", root: folder.url)
        == "```swift\nlet a = 1\n\nlet b = 2\n```\n")
  }

  @Test("a source block of a file holding fenced Markdown is one block, whole")
  func sourceBlockOfMarkdown() throws {
    let folder = try TemporaryFolder()
    let source =
      "/// ```swift\n/// let a = 1\n/// ```\nlet text = \"\"\"\n  ```\n  ````\n  \"\"\"\n"
    _ = try folder.file("Notes.swift", text: source)
    let block = try DocBlocks.generate("source: Notes.swift", root: folder.url)
    #expect(FencedBlockReader.blocks(in: block) == [source])
  }
}
