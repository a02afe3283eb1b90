import Instrumentation
import Observation
import Testing

@testable import ArchitectureLab

@Observable
private final class SheetFlags {
  var shown = true
  var value = 0
}

/// An object a presenter's run makes, to see which presentations are still held.
private final class Token {}

/// The tokens a presenter made, weakly: which of them are alive.
@MainActor
private final class Tokens {
  private var made: [() -> Token?] = []

  func make() -> Token {
    let token = Token()
    made.append { [weak token] in token }
    return token
  }

  /// For each token made, in order, whether something still holds it.
  var alive: [Bool] { made.map { $0() != nil } }
}

/// Reads `value` and `shown`, and presents a sheet with a new token on each run.
private struct Presenter: LabView {
  let flags: SheetFlags
  let tokens: Tokens

  func body(_ content: inout ViewContent) {
    content.child(
      Sheet(flags: flags, value: flags.value, shown: flags.shown, token: tokens.make()))
  }
}

/// A sheet: its content shows while `shown`, with the value its presenter read.
private struct Sheet: @MainActor PresentedContent {
  static var presentation: Presentation { .sheet }
  let flags: SheetFlags
  let value: Int
  let shown: Bool
  let token: Token

  func body(_ content: inout ViewContent) {
    if shown { content.child(SheetContent(flags: flags, value: value)) }
  }
}

/// The sheet's content: reads `value` itself, and shows the value it was given.
private struct SheetContent: LabView {
  let flags: SheetFlags
  let value: Int

  func body(_ content: inout ViewContent) {
    content.log("content \(value), reads \(flags.value)")
  }
}

/// Bodies and logged lines of one turn that makes `change`, then renders `renderer`, in order.
private func lines(of renderer: Renderer, after change: () -> Void) -> [String] {
  recorded([.body, .log]) {
    change()
    renderer.renderPass()
  }
}

/// A presented sheet is a host of its own (docs/fidelity.md, rule 16): its content updates
/// before its presenter, and the host holds the presentation it was shown with.
@Suite("A sheet's own host")
struct SheetHostTests {
  @Test(
    "a sheet's content runs in its host's update first, then again under its presenter's new root")
  func contentUpdatesInItsOwnHost() {
    let flags = SheetFlags()
    let renderer = Renderer(root: Presenter(flags: flags, tokens: Tokens()))
    renderer.renderPass()
    // NB: the content and its presenter both read `value`. In one update the content would run
    // once, with its presenter's new input; in its own host it runs first with the old input,
    // then again under the root the presenter's run handed the host.
    let log = lines(of: renderer) { flags.value = 1 }
    #expect(
      log == [
        "SheetContent.body", "content 0, reads 1", "Presenter.body", "Sheet.body",
        "SheetContent.body", "content 1, reads 1",
      ])
  }

  @Test("a sheet's host holds the presentation it was shown with until the sheet goes")
  func hostHoldsTheFirstPresentation() {
    let flags = SheetFlags()
    let tokens = Tokens()
    let renderer = Renderer(root: Presenter(flags: flags, tokens: tokens))
    renderer.renderPass()
    _ = lines(of: renderer) { flags.value = 1 }
    _ = lines(of: renderer) { flags.value = 2 }
    // NB: the first is the host's, the third the sheet's node's own; the second goes.
    #expect(tokens.alive == [true, false, true])
    // NB: the leak walk enters what the host holds as well as the live views.
    var sheets = 0
    renderer.root.forEachLiveView { if $0 is Sheet { sheets += 1 } }
    #expect(sheets == 2)
    // NB: the sheet goes: what its host held goes too; the node holds its latest value.
    _ = lines(of: renderer) { flags.shown = false }
    #expect(tokens.alive == [false, false, false, true])
  }
}
