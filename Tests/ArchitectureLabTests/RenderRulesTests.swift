import Instrumentation
import Observation
import Testing

@testable import ArchitectureLab

@Observable
private final class Flags {
  var shown = true
  var value = 0
  var generation = 0
}

/// Shows a child while `shown`; the child reads `value` (and `shown`, when `readsShown`).
private struct Parent: LabView {
  let flags: Flags
  var readsShown = false

  func body(_ content: inout ViewContent) {
    if flags.shown { content.child(Child(flags: flags, readsShown: readsShown)) }
  }
}

private struct Child: LabView {
  let flags: Flags
  let readsShown: Bool

  func body(_ content: inout ViewContent) {
    content.text("value \(flags.value)")
    if readsShown { _ = flags.shown }
  }
}

/// A `Form` that shows a child while `shown`: its content is a list's.
private struct FormParent: @MainActor ListContainer {
  let flags: Flags

  func body(_ content: inout ViewContent) {
    if flags.shown { content.child(Child(flags: flags, readsShown: false)) }
  }
}

/// A `Form` that shows two counters of one type while `shown`.
private struct FormPair: @MainActor ListContainer {
  let flags: Flags

  func body(_ content: inout ViewContent) {
    guard flags.shown else { return }
    content.child(Child(flags: flags, readsShown: false))
    content.child(Child(flags: flags, readsShown: false))
  }
}

/// A `Form` that puts a new object in its content's environment whenever it runs, and shows
/// the branch `a` while `shown`, else `b`.
private struct FormProvider: @MainActor ListContainer {
  let flags: Flags

  func body(_ content: inout ViewContent) {
    content.environmentObject(Provider.Token())
    content.child(BranchReader(name: flags.shown ? "a" : "b"))
  }
}

/// Reads the environment's object; its id names a branch, as a `CaseLet`'s case does.
private struct BranchReader: @MainActor BranchIdentified {
  static var readsEnvironmentObject: Bool { true }
  let name: String
  var id: String? { name }

  func body(_ content: inout ViewContent) {
    content.log("branch \(name)")
  }
}

/// A `Form` of rows, one per number up to `value`: collection elements, by their ids.
private struct FormRows: @MainActor ListContainer {
  let flags: Flags

  func body(_ content: inout ViewContent) {
    for row in 0..<flags.value { content.child(Row(number: row)) }
  }
}

/// Puts a new object in its children's environment each time `generation` changes.
private struct Provider: LabView {
  let flags: Flags

  final class Token {}

  func body(_ content: inout ViewContent) {
    _ = flags.generation
    content.environmentObject(Token())
    if flags.shown { content.child(Reader(name: "kept")) }
    if flags.value == 0 { content.child(Reader(name: "leaving")) }
  }
}

/// Puts `token` in its children's environment while `shown`, nothing otherwise, and shows a
/// reader; runs again whenever `generation` changes.
private struct OptionalProvider: LabView {
  let flags: Flags
  let token: Provider.Token

  func body(_ content: inout ViewContent) {
    _ = flags.generation
    if flags.shown { content.environmentObject(token) }
    content.child(Reader(name: "reader"))
  }
}

private struct Reader: LabView {
  static var readsEnvironmentObject: Bool { true }
  let name: String
  var id: AnyHashable? { name }

  func body(_ content: inout ViewContent) {
    content.text(name)
  }
}

/// A `List` of `ForEach` rows, one per number up to `value`.
private struct Rows: @MainActor ListContainer {
  let flags: Flags

  func body(_ content: inout ViewContent) {
    for row in 0..<flags.value { content.child(Row(number: row)) }
  }
}

/// The same `ForEach` rows in a plain stack.
private struct StackedRows: LabView {
  let flags: Flags

  func body(_ content: inout ViewContent) {
    for row in 0..<flags.value { content.child(Row(number: row)) }
  }
}

private struct Row: LabView {
  static var isForEachRow: Bool { true }
  let number: Int
  var id: AnyHashable? { number }

  func body(_ content: inout ViewContent) {
    content.log("Row.body.ForEach")
  }
}

private struct SignalView: LabView {
  @ObservedObject var signal: TestSignal

  func body(_ content: inout ViewContent) {
    content.text("signal \(signal.value)")
  }
}

/// The lines of one turn: bodies and logged lines, sorted.
private func lines(_ turn: () -> Void) -> [String] {
  recorded([.body, .closure, .log], in: turn).sorted()
}

/// The lines of a turn that makes `change`, then renders `renderer`.
private func lines(of renderer: Renderer, after change: () -> Void) -> [String] {
  lines {
    change()
    renderer.renderPass()
  }
}

/// The render model's rules recorded by the store library's integration suite
/// (docs/fidelity.md), one per test.
@Suite("Render rules from the recorded suite")
struct RenderRulesTests {
  @Test("a child invalidated in the turn that removes it runs its body once more as it goes")
  func invalidatedChildDepartsWithARun() {
    let flags = Flags()
    let renderer = Renderer(root: Parent(flags: flags, readsShown: true))
    renderer.renderPass()
    let log = lines(of: renderer) { flags.shown = false }
    #expect(log == ["Child.body", "Parent.body"])
  }

  @Test("a child that was not invalidated leaves without a run")
  func untouchedChildDepartsQuietly() {
    let flags = Flags()
    let renderer = Renderer(root: Parent(flags: flags))
    renderer.renderPass()
    let log = lines(of: renderer) { flags.shown = false }
    #expect(log == ["Parent.body"])
  }

  @Test("a new environment object invalidates its readers, the departing one included")
  func environmentObjectInvalidatesReaders() {
    let flags = Flags()
    let renderer = Renderer(root: Provider(flags: flags))
    renderer.renderPass()
    let log = lines(of: renderer) {
      flags.generation += 1
      flags.value = 1
    }
    // Both readers are invalidated by the new object: the kept one runs, and the leaving one
    // runs once as it goes.
    #expect(log == ["Provider.body", "Reader.body", "Reader.body"])
    #expect(renderer.snapshot().children.map(\.lines) == [["kept"]])
  }

  @Test("an environment object put there or taken away invalidates its readers")
  func environmentObjectAppearingOrGoing() {
    let flags = Flags()
    flags.shown = false
    let renderer = Renderer(root: OptionalProvider(flags: flags, token: Provider.Token()))
    renderer.renderPass()
    #expect(lines(of: renderer) { flags.shown = true } == ["OptionalProvider.body", "Reader.body"])
    #expect(
      lines(of: renderer) { flags.shown = false } == ["OptionalProvider.body", "Reader.body"])
    // Nothing again, then the same object again: the readers read what they read before.
    #expect(lines(of: renderer) { flags.generation += 1 } == ["OptionalProvider.body"])
    flags.shown = true
    renderer.renderPass()
    #expect(lines(of: renderer) { flags.generation += 1 } == ["OptionalProvider.body"])
  }

  @Test("a list row runs twice when inserted, once afterwards")
  func listRowsRunTwiceWhenInserted() {
    let flags = Flags()
    let renderer = Renderer(root: Rows(flags: flags))
    renderer.renderPass()
    let inserted = lines(of: renderer) { flags.value = 1 }
    #expect(
      inserted == [
        "Row.body.ForEach", "Row.body.ForEach", "Row.closure", "Row.closure", "Rows.body",
      ])
    let kept = lines(of: renderer) { flags.value = 2 }
    // Row 0 keeps its inputs and does not run; row 1, inserted, runs twice.
    #expect(
      kept == ["Row.body.ForEach", "Row.body.ForEach", "Row.closure", "Row.closure", "Rows.body"])
  }

  /// The `List` sizes an inserted row's cell; a stack has no cells to size.
  @Test("a ForEach row in a plain stack runs once when inserted")
  func stackedRowsRunOnceWhenInserted() {
    let flags = Flags()
    let renderer = Renderer(root: StackedRows(flags: flags))
    renderer.renderPass()
    let inserted = ["Row.body.ForEach", "Row.closure", "StackedRows.body"]
    #expect(lines(of: renderer) { flags.value = 1 } == inserted)
    #expect(lines(of: renderer) { flags.value = 2 } == inserted)
    // NB: a row's run is its closure's, not a view body: the stack's is the only one counted.
    _ = renderer.takeBodyRuns()
    flags.value = 3
    renderer.renderPass()
    #expect(renderer.takeBodyRuns() == ["StackedRows": 1])
  }

  @Test("a list's content keeps a removed branch, and shows the same views when it comes back")
  func listContentKeepsRemovedBranch() {
    let flags = Flags()
    let renderer = Renderer(root: FormParent(flags: flags))
    renderer.renderPass()
    let toggle = {
      flags.shown.toggle()
      renderer.renderPass()
    }
    #expect(lines(toggle) == ["FormParent.body"])
    #expect(renderer.snapshot().children.isEmpty)
    #expect(renderer.liveNodes.count == 2, "the child is kept, off screen")
    // Back with the same inputs, and nothing it read changed: it does not run.
    #expect(lines(toggle) == ["FormParent.body"])
    #expect(renderer.snapshot().children.map(\.lines) == [["value 0"]])
    // Off screen, what it read changes: it is invalidated, and runs when it comes back.
    #expect(lines(toggle) == ["FormParent.body"])
    #expect(lines { flags.value = 5 } == [])
    #expect(lines(toggle) == ["Child.body", "FormParent.body"])
    #expect(renderer.snapshot().children.map(\.lines) == [["value 5"]])
    renderer.tearDown()
    #expect(renderer.liveNodes.count == 1, "a kept child goes with its parent")
  }

  @Test("a branch of two views of one type keeps both, and shows both again")
  func listContentKeepsEveryViewOfABranch() {
    let flags = Flags()
    let renderer = Renderer(root: FormPair(flags: flags))
    renderer.renderPass()
    #expect(
      lines(of: renderer) { flags.shown = false } == ["FormPair.body"])
    #expect(renderer.liveNodes.count == 3, "both counters kept")
    #expect(
      lines(of: renderer) { flags.shown = true } == ["FormPair.body"])
    #expect(renderer.snapshot().children.count == 2)
  }

  @Test("a kept branch reads its parent's new environment object when it is shown again")
  func keptBranchSeesNewEnvironmentObject() {
    let flags = Flags()
    let renderer = Renderer(root: FormProvider(flags: flags))
    renderer.renderPass()
    // NB: `a` read the old object, which goes: it runs once more as it goes, and is kept.
    #expect(
      lines(of: renderer) { flags.shown = false } == [
        "BranchReader.body", "BranchReader.body", "FormProvider.body", "branch a", "branch b",
      ])
    #expect(renderer.liveNodes.count == 3, "the form, `b`, and `a` kept")
    // Back to `a` with another object: `a`, kept off screen, runs; `b` runs as it goes.
    #expect(
      lines(of: renderer) { flags.shown = true } == [
        "BranchReader.body", "BranchReader.body", "FormProvider.body", "branch a", "branch b",
      ])
    #expect(renderer.snapshot().children.map(\.label) == ["BranchReader(a)"])
  }

  @Test("outside a list, or as a collection's element, a removed view goes for good")
  func otherRemovedViewsAreNotKept() {
    let flags = Flags()
    let renderer = Renderer(root: Parent(flags: flags))
    renderer.renderPass()
    #expect(
      lines(of: renderer) { flags.shown = false } == ["Parent.body"])
    #expect(renderer.liveNodes.count == 1, "the root alone")
    #expect(
      lines(of: renderer) { flags.shown = true } == ["Child.body", "Parent.body"])
    let rows = Renderer(root: FormRows(flags: flags))
    flags.value = 1
    rows.renderPass()
    #expect(
      lines(of: rows) { flags.value = 0 } == ["FormRows.body"])
    #expect(rows.liveNodes.count == 1, "a row is an element, not a branch")
    // Inserted anew: a list row's two runs.
    #expect(
      lines(of: rows) { flags.value = 1 } == [
        "FormRows.body", "Row.body.ForEach", "Row.body.ForEach", "Row.closure", "Row.closure",
      ])
  }

  @Test("an untracked renderer's views are not invalidated by what they read")
  func untrackedViewsIgnoreObservation() {
    let flags = Flags()
    let renderer = Renderer(root: Parent(flags: flags), observationTracking: .none)
    renderer.renderPass()
    let log = lines(of: renderer) { flags.value = 1 }
    #expect(log == [])
  }

  @Test("an object of another architecture invalidates its views through the plain hook")
  func invalidatingObjectRerendersItsViews() {
    let signal = TestSignal()
    let renderer = Renderer(root: SignalView(signal: signal), observationTracking: .none)
    renderer.renderPass()
    let log = lines(of: renderer) {
      signal.fire()
      signal.fire()
    }
    // Two announcements, one run: a mark waits for the pass.
    #expect(log == ["SignalView.body"])
    #expect(renderer.snapshot().lines == ["signal 2"])
  }
}
