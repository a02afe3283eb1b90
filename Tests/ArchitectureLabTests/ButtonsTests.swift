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

  @Test("a label written twice is two buttons: a query finds both, a tap by label the first")
  func labelWrittenTwice() {
    var taps: [String] = []
    var content = ViewContent()
    content.button("Save") { taps.append("first save") }
    content.button("Remove") { taps.append("remove") }
    content.button("Save") { taps.append("second save") }

    #expect(content.lines == ["[Save]", "[Remove]", "[Save]"])
    #expect(content.buttons.labels == ["Save", "Remove", "Save"])
    content.buttons["Save"]?()
    #expect(taps == ["first save"])
    for action in content.buttons.actions(labelled: "Save") { action() }
    #expect(taps == ["first save", "first save", "second save"])
    #expect(content.buttons.actions(labelled: "Cancel").isEmpty)
  }

  @Test("a button's action lives as long as the body's buttons, a label written twice or not")
  func actionsLiveWithTheButtons() {
    weak var first: Captured?
    weak var second: Captured?
    do {
      var content = ViewContent()
      do {
        let captured = Captured()
        first = captured
        content.button("Save") { _ = captured }
      }
      do {
        let captured = Captured()
        second = captured
        content.button("Save") { _ = captured }
      }
      #expect(first != nil)
      #expect(second != nil)
      #expect(content.buttons.count == 2)
    }
    #expect(first == nil)
    #expect(second == nil)
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
