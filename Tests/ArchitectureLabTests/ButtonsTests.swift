import Testing

@testable import ArchitectureLab

/// Something a button's action holds, to see when the action is released.
private final class Captured {}

@MainActor
@Suite("A body's buttons")
struct ButtonsTests {
  @Test("a tap finds its button by label, and nothing under a label not written")
  func foundByLabel() {
    var taps: [String] = []
    var content = ViewContent()
    content.button("-") { taps.append("-") }
    content.button("+") { taps.append("+") }

    content.buttons["+"]?()
    content.buttons["-"]?()
    #expect(taps == ["+", "-"])
    #expect(content.buttons["Remove"] == nil)
  }

  @Test("a label written twice keeps its first place and takes the later action")
  func labelWrittenTwice() {
    var taps: [String] = []
    var content = ViewContent()
    content.button("Save") { taps.append("first save") }
    content.button("Remove") { taps.append("remove") }
    content.button("Save") { taps.append("second save") }

    #expect(content.lines == ["[Save]", "[Remove]", "[Save]"])
    #expect(content.buttons.labels == ["Save", "Remove"])
    content.buttons["Save"]?()
    #expect(taps == ["second save"])
  }

  @Test("an action replaced under its label is released at once, not with the body's buttons")
  func replacedActionIsReleased() {
    var content = ViewContent()
    weak var released: Captured?
    do {
      let captured = Captured()
      released = captured
      content.button("Save") { _ = captured }
    }
    #expect(released != nil)
    content.button("Save") {}
    #expect(released == nil)
  }

  @Test("content sized like the last run's starts empty, with room for what that run wrote")
  func sizedContent() {
    var last = ViewContent()
    for line in 1...5 { last.text("line \(line)") }
    for label in ["-", "+", "Select", "Remove"] { last.button(label) {} }
    let content = ViewContent(
      sizedLike: last.children, lineCount: last.lines.count, buttonCount: last.buttons.count)
    #expect(content.lines.isEmpty)
    #expect(content.buttons.count == 0)
    #expect(content.buttons["+"] == nil)
    #expect(content.lines.capacity >= 9)
    #expect(content.buttons.capacity >= 4)
  }
}
