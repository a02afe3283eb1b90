import Instrumentation
import Observation
import Testing

@testable import ArchitectureLab

@Observable
private final class Pair {
  var left = 0
  var right = 0
}

/// Reads `left` and shows `right` through a child, which reads it in its own scope; hands a
/// button its `onTap`, or, with `makesAction`, an action it makes in each run around `pair` and
/// `left`.
private struct ParentView: LabView {
  let pair: Pair
  var onTap: (() -> Void)?
  var makesAction = false

  func body(_ content: inout ViewContent) {
    content.text("left \(pair.left)")
    content.child(ChildView(pair: pair))
    if let onTap { content.child(ClosureView(action: onTap)) }
    if makesAction {
      let (pair, step) = (self.pair, pair.left)
      content.child(ClosureView(action: { pair.right += step }))
    }
  }
}

private struct ChildView: LabView {
  let pair: Pair

  func body(_ content: inout ViewContent) {
    content.text("right \(pair.right)")
  }
}

private struct ClosureView: LabView {
  let action: () -> Void

  func body(_ content: inout ViewContent) {
    content.button("Go", action: action)
  }
}

/// Reads `left` and writes `right` while rendering; its child does the opposite, so each body
/// invalidates the other and the tree can never settle.
private struct RunawayView: LabView {
  let pair: Pair

  func body(_ content: inout ViewContent) {
    content.text("left \(pair.left)")
    pair.right += 1
    content.child(RunawayChild(pair: pair))
  }
}

private struct RunawayChild: LabView {
  let pair: Pair

  func body(_ content: inout ViewContent) {
    content.text("right \(pair.right)")
    pair.left += 1
  }
}

/// How many more times ``SettlingReader`` hands a value back up; not observed.
private final class Budget {
  var remaining: Int
  init(_ remaining: Int) { self.remaining = remaining }
}

/// The root: shows ``SettlingHost`` and reads nothing.
private struct SettlingRoot: LabView {
  let pair: Pair
  let budget: Budget

  func body(_ content: inout ViewContent) {
    content.child(SettlingHost(pair: pair, budget: budget))
  }
}

/// Reads `left` and hands it to a writer, then lists a reader after it: the writer's run
/// invalidates its later sibling while the host's children are being visited.
private struct SettlingHost: LabView {
  let pair: Pair
  let budget: Budget

  func body(_ content: inout ViewContent) {
    content.child(SettlingWriter(pair: pair, value: pair.left))
    content.child(SettlingReader(pair: pair, budget: budget))
  }
}

/// Writes its input to `right` without reading it.
private struct SettlingWriter: LabView {
  let pair: Pair
  let value: Int

  func body(_ content: inout ViewContent) {
    pair.right = value
  }
}

/// Reads `right`; while the budget lasts, writes `left` without reading it, so the host runs
/// again in the next pass.
private struct SettlingReader: LabView {
  let pair: Pair
  let budget: Budget

  func body(_ content: inout ViewContent) {
    content.text("right \(pair.right)")
    guard budget.remaining > 0 else { return }
    budget.remaining -= 1
    pair.left = pair.right + 1
  }
}

/// The numbers of the passes `renderer` runs in `turn`.
private func passes(of renderer: Renderer, in turn: () -> Void) -> [Int] {
  var numbers: [Int] = []
  renderer.trace = { if case .pass(let number) = $0 { numbers.append(number) } }
  defer { renderer.trace = nil }
  turn()
  return numbers
}

/// The body events of one turn, sorted.
private func bodies(_ turn: () -> Void) -> [String] {
  recorded([.body], in: turn).sorted()
}

@Suite("Render model")
struct RendererTests {
  @Test("a change only the child read re-renders the child, not the parent")
  func childScope() {
    let pair = Pair()
    let renderer = Renderer(root: ParentView(pair: pair))
    #expect(bodies { renderer.renderPass() } == ["ChildView.body", "ParentView.body"])
    #expect(
      bodies {
        pair.right = 1; renderer.renderPass()
      } == ["ChildView.body"])
    #expect(renderer.snapshot().children[0].lines == ["right 1"])
  }

  @Test("a parent re-render skips a child whose inputs are equal")
  func equalInputsSkip() {
    let pair = Pair()
    let renderer = Renderer(root: ParentView(pair: pair))
    renderer.renderPass()
    #expect(
      bodies {
        pair.left = 1; renderer.renderPass()
      } == ["ParentView.body"])
  }

  @Test("a closure handed down unchanged is an equal input, one made anew around a value is not")
  func closuresCompareByCodeAndContext() {
    let pair = Pair()
    let handedDown = Renderer(root: ParentView(pair: pair, onTap: {}))
    handedDown.renderPass()
    #expect(
      bodies {
        pair.left = 1; handedDown.renderPass()
      } == ["ParentView.body"])
    let madeAnew = Renderer(root: ParentView(pair: pair, makesAction: true))
    madeAnew.renderPass()
    #expect(
      bodies {
        pair.left = 2; madeAnew.renderPass()
      } == ["ClosureView.body", "ParentView.body"])
  }

  @Test("several changes in one turn run each body once")
  func coalesced() {
    let pair = Pair()
    let renderer = Renderer(root: ParentView(pair: pair))
    renderer.renderPass()
    #expect(
      bodies {
        pair.left = 1; pair.right = 1; pair.left = 2; renderer.renderPass()
      } == ["ChildView.body", "ParentView.body"])
  }

  @Test("a torn-down view is no longer invalidated")
  func tearDown() {
    let pair = Pair()
    let renderer = Renderer(root: ParentView(pair: pair))
    renderer.renderPass()
    renderer.tearDown()
    #expect(
      bodies {
        pair.left = 1; pair.right = 1; renderer.renderPass()
      } == [])
  }

  @Test("a teardown lets go of every view but the root, one a stopped pass left pending too")
  func tearDownAfterStoppedPass() {
    let pair = Pair()
    let renderer = Renderer(root: ParentView(pair: pair))
    renderer.renderPass()
    #expect(renderer.liveNodes.count == 2)
    // NB: a deadline already past stops the pass before the root is visited, so the child
    // invalidated below is still pending in it.
    renderer.deadline = Renderer.Deadline(
      instant: ContinuousClock.now - .seconds(1), now: { ContinuousClock.now })
    pair.right = 1
    #expect(bodies { renderer.renderPass() } == [])
    #expect(renderer.stoppedAtDeadline)
    renderer.tearDown()
    #expect(renderer.liveNodes.count == 1, "only the root, which the renderer keeps")
  }

  @Test("a sibling invalidated and rendered in the same pass leaves no pass behind")
  func invalidatedSiblingSettles() {
    let pair = Pair()
    let renderer = Renderer(root: SettlingRoot(pair: pair, budget: Budget(0)))
    renderer.renderPass()
    var turn: [Int] = []
    let runs = bodies {
      turn = passes(of: renderer) {
        pair.left = 5; renderer.renderPass()
      }
    }
    #expect(runs == ["SettlingHost.body", "SettlingReader.body", "SettlingWriter.body"])
    #expect(turn == [1])
    #expect(renderer.snapshot().children[0].children[1].lines == ["right 5"])
  }

  @Test("a render that settles in the last pass the cap allows is no update loop")
  func settlesAtTheCap() {
    let pair = Pair()
    let renderer = Renderer(
      root: SettlingRoot(pair: pair, budget: Budget(Renderer.maximumPasses - 1)))
    let turn = passes(of: renderer) { renderer.renderPass() }
    #expect(turn == Array(1...Renderer.maximumPasses))
    #expect(!renderer.updateLoopDetected)
  }

  @Test("a view that invalidates itself while rendering is stopped at the pass cap and reported")
  func updateLoop() {
    let pair = Pair()
    let renderer = Renderer(root: RunawayView(pair: pair))
    renderer.renderPass()
    #expect(renderer.updateLoopDetected)
    // Each pass up to the cap runs both bodies once, and each adds one to the side it writes.
    #expect(pair.left == Renderer.maximumPasses)
    #expect(pair.right == Renderer.maximumPasses)
  }
}

@Suite("View input equality")
struct ViewInputsTests {
  private final class Object {
    var total = 0
  }
  private struct Inputs {
    let number: Int
    let object: Object
    let optional: String?
  }

  /// A view's closure field.
  private struct Action {
    let run: () -> Void
  }

  @Test("values compare by ==, references by identity, closures by their code and context")
  func rules() {
    let object = Object()
    #expect(
      ViewInputs.areEqual(
        Inputs(number: 1, object: object, optional: nil),
        Inputs(number: 1, object: object, optional: nil)))
    #expect(
      !ViewInputs.areEqual(
        Inputs(number: 1, object: object, optional: nil),
        Inputs(number: 2, object: object, optional: nil)))
    #expect(
      !ViewInputs.areEqual(
        Inputs(number: 1, object: object, optional: nil),
        Inputs(number: 1, object: Object(), optional: nil)))
    #expect(
      !ViewInputs.areEqual(
        Inputs(number: 1, object: object, optional: "a"),
        Inputs(number: 1, object: object, optional: nil)))
    let closure: () -> Void = {}
    #expect(ViewInputs.areEqual(Action(run: closure), Action(run: closure)))
    func plain() -> Action { Action(run: {}) }
    #expect(ViewInputs.areEqual(plain(), plain()), "one literal, nothing captured: no context")
    #expect(!ViewInputs.areEqual(Action(run: {}), Action(run: {})), "two literals: two functions")
    // NB: a closure that captures one reference has that object for its context; one that
    // captures more gets a context of its own each time it is made.
    // NB: each closure uses what it captures, so no build configuration drops a capture.
    func capturing(_ number: Int) -> Action { Action(run: { object.total += number }) }
    func holding() -> Action { Action(run: { object.total += 1 }) }
    #expect(ViewInputs.areEqual(holding(), holding()), "the object is the context")
    #expect(!ViewInputs.areEqual(capturing(1), capturing(1)), "a context each")
    // NB: a closure held as `Any` is wrapped in a thunk of its own each time, with a context.
    #expect(!ViewInputs.areEqual(closure, closure))
  }

  /// A modifier that keeps the app's closure behind a generic initializer, as the store
  /// library's `_NavigationDestinationViewModifier` keeps its destination.
  private struct Modifier<Path, Screen> {
    let path: Path
    let destination: (Path) -> Screen

    /// As `NavigationStack(path:root:destination:)` makes the modifier: the closure as given.
    static func keeping(_ path: Path, _ destination: @escaping (Path) -> Screen) -> Self {
      Self(path: path, destination: destination)
    }

    /// As 1.7.0's `NavigationStackStore` keeps its destination: a closure made anew around it.
    static func wrapping(_ path: Path, _ destination: @escaping (Path) -> Screen) -> Self {
      Self(path: path, destination: { destination($0) })
    }
  }

  @Test(
    "a closure kept as given behind a generic initializer is an equal input; one wrapped there is not"
  )
  func closuresBehindGenericInitializers() {
    let object = Object()
    // NB: the literals capture nothing and are written outside generic code, as an app's
    // destination is; their result type is a generic parameter where the modifier keeps them.
    func kept() -> Modifier<Object, Int> { .keeping(object) { $0.total } }
    func wrapped() -> Modifier<Object, Int> { .wrapping(object) { $0.total } }
    #expect(ViewInputs.areEqual(kept(), kept()), "the same code and context on every run")
    // NB: one captured object is the closure's context, kept as given as well.
    func keptAround() -> Modifier<Object, Int> { .keeping(object) { _ in object.total } }
    #expect(ViewInputs.areEqual(keptAround(), keptAround()), "the object is the context")
    #expect(!ViewInputs.areEqual(wrapped(), wrapped()), "a context made in the initializer")
  }

  @Test("arrays of references compare element by element, by identity")
  func arraysOfReferences() {
    let first = Object()
    let second = Object()
    #expect(ViewInputs.areEqual([first, second], [first, second]))
    #expect(!ViewInputs.areEqual([first, second], [second, first]))
    #expect(!ViewInputs.areEqual([first], [first, second]))
  }

  /// A view's optional closure field, as a button whose action may be absent.
  private struct OptionalAction {
    let run: (() -> Void)?
  }

  @Test("an optional that is not Equatable compares by its payload: two nils are equal")
  func optionalsByPayload() {
    let closure: () -> Void = {}
    #expect(ViewInputs.areEqual(OptionalAction(run: nil), OptionalAction(run: nil)))
    #expect(ViewInputs.areEqual(OptionalAction(run: closure), OptionalAction(run: closure)))
    #expect(!ViewInputs.areEqual(OptionalAction(run: closure), OptionalAction(run: nil)))
    #expect(!ViewInputs.areEqual(OptionalAction(run: {}), OptionalAction(run: {})))
  }
}

/// A helper that only wraps its content, like `IfLetStore`.
private struct Wrapper: LabView {
  static var isTransparent: Bool { true }
  let pair: Pair

  func body(_ content: inout ViewContent) {
    content.child(ChildView(pair: pair))
  }
}

private struct WrappingParent: LabView {
  let pair: Pair

  func body(_ content: inout ViewContent) {
    content.text("left \(pair.left)")
    content.child(Wrapper(pair: pair))
  }
}

@Suite("Transparent helpers")
struct TransparentViewTests {
  @Test("a transparent helper's body is counted but it is left out of screen paths")
  func helperIsInvisible() {
    let renderer = Renderer(root: WrappingParent(pair: Pair()))
    var events: [Event] = []
    EventLog.recording(into: { events.append($0) }) { renderer.renderPass() }
    #expect(
      events.map(\.description).sorted() == [
        "ChildView.body", "Wrapper.body", "WrappingParent.body",
      ])
    let screen = Screen(renderer.snapshot())
    #expect(screen.views.map(\.path) == ["WrappingParent", "WrappingParent/ChildView"])
    #expect(screen.views[0].children == ["ChildView"])
    #expect(
      renderer.takeBodyRuns().keys.sorted() == [
        "WrappingParent", "WrappingParent/ChildView", "WrappingParent/Wrapper",
      ])
  }
}
