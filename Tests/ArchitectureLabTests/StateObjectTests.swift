import Instrumentation
import Observation
import Testing

@testable import ArchitectureLab

@Observable
private final class Model {
  var label = 0
  var shown = true
}

/// How many signals a test made; each holder's autoclosure makes the next.
private final class Factory {
  var made: [TestSignal] = []

  func make() -> TestSignal {
    let signal = TestSignal(serial: made.count + 1)
    made.append(signal)
    return signal
  }
}

/// Shows a holder while `shown`, labelled with the screen's label: a new value of the holder
/// on every run.
private struct Parent: LabView {
  let screen: Model
  let factory: Factory

  func body(_ content: inout ViewContent) {
    if screen.shown { content.child(Holder(label: screen.label, factory: factory)) }
  }
}

private struct Holder: LabView {
  let label: Int
  @StateObject var signal: TestSignal

  init(label: Int, factory: Factory) {
    self.label = label
    _signal = StateObject(wrappedValue: factory.make())
  }

  func body(_ content: inout ViewContent) {
    content.text("label \(label): signal #\(signal.serial) at \(signal.value)")
  }
}

/// Shows one holder value, made once, while `shown`: the same value each time it is shown.
private struct HeldParent: LabView {
  let screen: Model
  let held: Holder

  init(screen: Model, factory: Factory) {
    self.screen = screen
    held = Holder(label: 0, factory: factory)
  }

  func body(_ content: inout ViewContent) {
    if screen.shown { content.child(held) }
  }
}

/// The holder's lines on screen, under `path`.
@MainActor private func holderLines(
  _ renderer: Renderer, at path: String = "Parent/Holder"
) -> [String] {
  Screen(renderer.snapshot()).views.first { $0.path == path }?.lines ?? []
}

/// Hides the holder that `renderer` shows, then shows it again: its node goes and a new one
/// comes. The first object must be released with the first node, and one new object made.
@MainActor private func expectNewObjectAfterLeaving(
  _ renderer: Renderer, screen: Model, factory: Factory
) {
  weak let first = factory.made.first
  screen.shown = false
  renderer.renderPass()
  factory.made.removeAll()
  #expect(first == nil)
  screen.shown = true
  renderer.renderPass()
  #expect(factory.made.map(\.serial) == [1])
}

@Suite("@StateObject: made once per view identity")
struct StateObjectTests {
  @Test("a parent's new values of the view show the object the first one made")
  func keptAcrossNewValues() {
    let screen = Model()
    let factory = Factory()
    let renderer = Renderer(root: Parent(screen: screen, factory: factory))
    renderer.renderPass()
    for label in 1...3 {
      let log = recorded([.body]) {
        screen.label = label
        renderer.renderPass()
      }
      // NB: each new value carries a closure of its own, so the holder runs with its label.
      #expect(log == ["Parent.body", "Holder.body"])
    }
    #expect(factory.made.map(\.serial) == [1])
    #expect(holderLines(renderer) == ["label 3: signal #1 at 0"])
  }

  @Test("the kept object invalidates the view, and no other object does")
  func keptObjectIsObserved() {
    let screen = Model()
    let factory = Factory()
    let renderer = Renderer(root: Parent(screen: screen, factory: factory))
    renderer.renderPass()
    screen.label = 1
    renderer.renderPass()
    let log = recorded([.body]) {
      factory.made[0].fire()
      renderer.renderPass()
    }
    #expect(log == ["Holder.body"])
    #expect(holderLines(renderer) == ["label 1: signal #1 at 1"])
  }

  @Test("the same value shown again by a new node makes a new object; the node lets the old go")
  func sameValueShownAgain() {
    let screen = Model()
    let factory = Factory()
    let renderer = Renderer(root: HeldParent(screen: screen, factory: factory))
    renderer.renderPass()
    #expect(factory.made.map(\.serial) == [1])
    expectNewObjectAfterLeaving(renderer, screen: screen, factory: factory)
    #expect(holderLines(renderer, at: "HeldParent/Holder") == ["label 0: signal #1 at 0"])
  }

  @Test("a view that leaves and comes back is a new identity: a new object, the old one released")
  func newIdentityMakesANewObject() {
    let screen = Model()
    let factory = Factory()
    let renderer = Renderer(root: Parent(screen: screen, factory: factory))
    renderer.renderPass()
    expectNewObjectAfterLeaving(renderer, screen: screen, factory: factory)
    #expect(holderLines(renderer) == ["label 0: signal #1 at 0"])
  }
}
