import Instrumentation
import TestSupport
import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var value = 0
  @Published var optional: Int? = 3
}

/// A value without `==`, so nothing tells a new one from the last.
private struct Step {
  let number: Int
}

private final class Stepper: ObservableObject {
  @Published var step = Step(number: 0)
}

/// One link of a forwarding chain: forwards its own `objectWillChange` to the next link's.
private final class Link: ObservableObject {
  var forwarding: AnyCancellable?
}

/// Runs `body` from a clean slate and says whether it ran into a loop; the stack must be back to
/// where it started either way.
private func loops(_ body: () -> Void) -> Bool {
  NotificationDepth.reset()
  defer { NotificationDepth.reset() }
  body()
  #expect(NotificationDepth.current == 0)
  return NotificationDepth.loopDetected
}

/// How a loop is told apart from a long chain (see `NotificationDepth`): long finite chains
/// complete, echoes of echoes stop. Every test runs on the main actor, on its thread's stack.
@Suite("NotificationDepth")
struct NotificationDepthTests {
  @Test("a forwarding chain of 10,000 objects delivers to every object")
  func longForwardingChain() {
    let links = (0..<10_000).map { _ in Link() }
    var reached = 0
    for (link, next) in zip(links, links.dropFirst()) {
      link.forwarding = link.objectWillChange.sink { [unowned next] in
        reached += 1
        next.objectWillChange.send()
      }
    }
    links.last?.forwarding = links.last?.objectWillChange.sink { reached += 1 }
    #expect(!loops { links[0].objectWillChange.send() })
    #expect(reached == 10_000)
  }

  @Test("a $x subscriber that re-assigns, nested, 10,000 times gets every value")
  func longReassignmentChain() {
    let model = Model()
    var received: [Int] = []
    var subscription: AnyCancellable?
    #expect(
      !loops {
        subscription = model.$value.sink { [unowned model] value in
          received.append(value)
          if value < 10_000 { model.value = value + 1 }
        }
      })
    #expect(received == Array(0...10_000))
    // NB: the outermost write wins: the subscriber, handed 0 on subscribe, assigned 1 last.
    #expect(model.value == 1)
    subscription?.cancel()
  }

  @Test("a subscriber that re-assigns until 100 through dropFirst() gets all 100 values")
  func reassignUntilHundred() {
    let model = Model()
    var received: [Int] = []
    let subscription = model.$value.dropFirst().sink { [unowned model] value in
      received.append(value)
      if value < 100 { model.value = value + 1 }
    }
    #expect(!loops { model.value = 1 })
    #expect(received == Array(1...100))
    subscription.cancel()
  }

  @Test("one echo passes: a subscriber handed back the value it is handling, stopped by itself")
  func oneEchoPasses() {
    let model = Model()
    var received: [Int] = []
    let subscription = model.$value.dropFirst().removeDuplicates()
      .sink { [unowned model] value in
        received.append(value)
        model.value = value
      }
    #expect(!loops { model.value = 7 })
    #expect(received == [7])
    subscription.cancel()
  }

  @Test("nil after a value is progress: an optional's echo of nil is the first echo, no loop")
  func nilAfterValueIsProgress() {
    let model = Model()
    var received: [Int?] = []
    let subscription = model.$optional.dropFirst().removeDuplicates()
      .sink { [unowned model] value in
        received.append(value)
        model.optional = nil
      }
    #expect(!loops { model.optional = 5 })
    // NB: 5, then nil, whose echo removeDuplicates drops: the subscriber's one echo, of nil.
    #expect(received == [5, nil])
    subscription.cancel()
  }

  @Test("two subscribers that each echo once are no loop")
  func twoEchoingSubscribers() {
    let model = Model()
    let echo = { [unowned model] (value: Int) in model.value = value }
    let first = model.$value.dropFirst().removeDuplicates().sink(receiveValue: echo)
    let second = model.$value.dropFirst().removeDuplicates().sink(receiveValue: echo)
    #expect(!loops { model.value = 7 })
    #expect(model.value == 7)
    first.cancel()
    second.cancel()
  }

  @Test("an echo of an echo is a loop: the third nested delivery of one value is refused")
  func echoOfEchoLoops() {
    let model = Model()
    _ = model.objectWillChange
    var received: [Int] = []
    var events: [String] = []
    var subscription: AnyCancellable?
    let looped = loops {
      events = recordedEvents {
        subscription = model.$value.dropFirst().sink { [unowned model] value in
          received.append(value)
          model.value = value
        }
        model.value = 7
      }
    }
    #expect(looped)
    #expect(received == [7, 7])
    #expect(
      events == ["Model.objectWillChange", "Model.objectWillChange", "Model.objectWillChange"])
    subscription?.cancel()
  }

  @Test("values without == never show progress: a re-assigning chain of them is refused at depth 3")
  func progressWithoutEqualityLoops() {
    let model = Stepper()
    var received: [Int] = []
    let subscription = model.$step.dropFirst().sink { [unowned model] step in
      received.append(step.number)
      if step.number < 5 { model.step = Step(number: step.number + 1) }
    }
    // NB: 2 is an echo of 1 to the same subscriber (nothing compares them), 3 an echo of an echo.
    #expect(loops { model.step = Step(number: 1) })
    #expect(received == [1, 2])
    subscription.cancel()
  }

  @Test("objectWillChange forwarded round a cycle is a loop: Void never shows progress")
  func forwardingCycleLoops() {
    let first = Link()
    let second = Link()
    first.forwarding = first.objectWillChange.sink { [unowned second] in
      second.objectWillChange.send()
    }
    second.forwarding = second.objectWillChange.sink { [unowned first] in
      first.objectWillChange.send()
    }
    var events: [String] = []
    #expect(loops { events = recordedEvents { first.objectWillChange.send() } })
    // NB: first, second, first (an echo to first's forwarder), second (an echo to second's),
    // first: its forwarder's third nested delivery is refused.
    #expect(events == Array(repeating: "Link.objectWillChange", count: 5))
  }

  @Test("a runaway that makes progress forever is stopped before the stack runs out")
  func runawayStopsAtStackReserve() {
    let model = Model()
    var received = 0
    var subscription: AnyCancellable?
    #expect(
      loops {
        subscription = model.$value.sink { [unowned model] value in
          received += 1
          model.value = value + 1
        }
      })
    #expect(received > 10_000)
    subscription?.cancel()
  }

  @Test("deliver(_:) runs its body one level deeper")
  func deliverRunsBody() {
    var depths: [Int] = []
    #expect(
      !loops {
        depths.append(NotificationDepth.current)
        NotificationDepth.deliver {
          depths.append(NotificationDepth.current)
          NotificationDepth.deliver { depths.append(NotificationDepth.current) }
        }
      })
    #expect(depths == [0, 1, 2])
  }
}
