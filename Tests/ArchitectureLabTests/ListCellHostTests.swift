import Instrumentation
import Observation
import Testing

@testable import ArchitectureLab

@Observable
private final class CellFlags {
  var value = 0
}

/// Shows the value, so the list runs when it changes, and lists one row, whose content it hands
/// the value (or 0, unless `handsTheValue`).
private func row(_ flags: CellFlags, handsTheValue: Bool, in content: inout ViewContent) {
  content.text("value \(flags.value)")
  let given = handsTheValue ? flags.value : 0
  content.child(ForEachRow(id: 1) { row in row.child(CellContent(flags: flags, given: given)) })
}

/// A `List` of the one row.
private struct ListRows: @MainActor ListContainer {
  let flags: CellFlags
  let handsTheValue: Bool

  func body(_ content: inout ViewContent) {
    row(flags, handsTheValue: handsTheValue, in: &content)
  }
}

/// A plain stack of the same row.
private struct StackRows: LabView {
  let flags: CellFlags

  func body(_ content: inout ViewContent) {
    row(flags, handsTheValue: true, in: &content)
  }
}

/// The row's content: reads `value` itself, and shows the value it was handed.
private struct CellContent: LabView {
  let flags: CellFlags
  let given: Int

  func body(_ content: inout ViewContent) {
    content.log("content \(given), reads \(flags.value)")
  }
}

/// Bodies and logged lines of one turn that sets the value to 1, then renders `renderer`.
private func lines(of renderer: Renderer, _ flags: CellFlags) -> [String] {
  recorded([.body, .log]) {
    flags.value = 1
    renderer.renderPass()
  }
}

/// A `List`'s row is a cell with a host of its own (docs/fidelity.md, rule 17): a view in it
/// that was invalidated updates in the cell's host first, with the inputs it has, and runs
/// again when the list's run hands it changed ones.
@Suite("A list cell's own host")
struct ListCellHostTests {
  @Test("a row's content invalidated with its list runs first in its cell, then with the new input")
  func contentUpdatesInItsCell() {
    let flags = CellFlags()
    let renderer = Renderer(root: ListRows(flags: flags, handsTheValue: true))
    renderer.renderPass()
    #expect(
      lines(of: renderer, flags) == [
        "CellContent.body", "content 0, reads 1", "ListRows.body", "CellContent.body",
        "content 1, reads 1",
      ])
  }

  @Test("handed an equal input by the list's run, the content runs once, in its cell")
  func equalInputRunsOnce() {
    let flags = CellFlags()
    let renderer = Renderer(root: ListRows(flags: flags, handsTheValue: false))
    renderer.renderPass()
    #expect(
      lines(of: renderer, flags) == [
        "CellContent.body", "content 0, reads 1", "ListRows.body",
      ])
  }

  @Test("outside a list a row is no cell: the content runs once, with the new input")
  func stackRowRunsOnce() {
    let flags = CellFlags()
    let renderer = Renderer(root: StackRows(flags: flags))
    renderer.renderPass()
    #expect(
      lines(of: renderer, flags) == ["StackRows.body", "CellContent.body", "content 1, reads 1"])
  }
}
