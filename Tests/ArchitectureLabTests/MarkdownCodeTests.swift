import Testing

@testable import ArchitectureLab

/// Inline code in the lab's Markdown shows its text exactly, whatever backticks it holds.
@Suite("Markdown code spans")
struct MarkdownCodeTests {
  /// `(text, its code span)`.
  nonisolated static let spans: [(String, String)] = [
    ("store/1.7", "`store/1.7`"),
    ("re`dux", "``re`dux``"),
    ("a``b`c", "```a``b`c```"),
    ("`tick", "`` `tick ``"),
    ("tick`", "`` tick` ``"),
    ("`", "`` ` ``"),
    (" spaced ", "`  spaced  `"),
    (" left", "` left`"),
    ("  ", "`  `"),
    ("", ""),
  ]

  @Test(
    "a code span is fenced past its longest run of backticks, padded as CommonMark strips",
    arguments: spans)
  func span(text: String, span: String) {
    #expect(markdownCode(text) == span)
  }

  @Test(
    "CommonMark reads every code span back as the text it was made of",
    arguments: spans.map(\.0).filter { !$0.isEmpty } + ["``", "a ` b", "x``y```z", "` `", " `"])
  func readsBack(text: String) {
    #expect(CodeSpanReader.spans(in: "| \(markdownCode(text)) |") == [text])
  }
}
