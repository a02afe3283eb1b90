import Testing

@testable import ArchitectureLab

/// Something a button's action holds, to see when the action is released.
private final class Captured {}

@MainActor
@Suite("A body's buttons")
struct ButtonsTests {
  @Test(
    "a tap finds its button by label; a label written twice keeps its place, takes the later action"
  )
  func foundByLabel() {
    var taps: [String] = []
    var content = ViewContent()
    content.button("Save") { taps.append("first save") }
    content.button("Remove") { taps.append("remove") }
    content.button("Save") { taps.append("second save") }

    #expect(content.lines == ["[Save]", "[Remove]", "[Save]"])
    #expect(content.buttons.labels == ["Save", "Remove"])
    content.buttons["Save"]?()
    content.buttons["Remove"]?()
    #expect(taps == ["second save", "remove"])
    #expect(content.buttons["Cancel"] == nil)
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

  @Test("content sized like the last run's starts empty")
  func sizedContentStartsEmpty() {
    var last = ViewContent()
    last.text("#1: 0")
    last.button("+") {}
    let content = ViewContent(
      sizedLike: last.children, lines: last.lines.count, buttons: last.buttons.count)
    #expect(content.lines.isEmpty)
    #expect(content.buttons.count == 0)
    #expect(content.buttons["+"] == nil)
  }
}
