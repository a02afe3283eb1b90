import TestSupport
import Testing
import VanillaModels

@Suite("ObservableObjectPublisher")
final class ObservableObjectPublisherTests {
  private var cancellables = Set<AnyCancellable>()

  @Test("objectWillChange sends nothing on subscribe")
  func nothingOnSubscribe() {
    let publisher = ObservableObjectPublisher()
    publisher.send()
    var sends = 0
    publisher.sink { _ in sends += 1 }.store(in: &cancellables)
    #expect(sends == 0)
  }

  @Test("one send is logged once, whatever the number of subscribers")
  func oneEventPerSend() {
    let publisher = ObservableObjectPublisher()
    publisher.sink { _ in }.store(in: &cancellables)
    publisher.sink { _ in }.store(in: &cancellables)
    #expect(recordedEvents { publisher.send() } == ["ObservableObjectPublisher.objectWillChange"])
  }

  @Test("a subscriber cancelled during a send, before its turn, receives nothing")
  func cancelledMidSend() {
    let publisher = ObservableObjectPublisher()
    var calls: [String] = []
    var second: AnyCancellable?
    publisher.sink { _ in
      calls.append("first")
      second?.cancel()
    }
    .store(in: &cancellables)
    second = publisher.sink { _ in calls.append("second") }
    publisher.send()
    #expect(calls == ["first"])
  }

  @Test("a deinit run by a cancel's release may send on the same publisher: others hear it")
  func deinitSendsOnCancel() {
    // NB: the closure holds the last reference to an object whose deinit sends on the same
    // publisher. Released inside the write that clears the closure, that send read the
    // subscriber's closure mid-write: an overlapping access, which a build without
    // `@exclusivity(unchecked)` on `receiveValue` stops with "Simultaneous accesses". With the
    // attribute, as built, `receiveValue = nil` passes this test too (the read sees the nil
    // already stored): the overlap is silent, so only that build can see this test fail.
    let publisher = ObservableObjectPublisher()
    var calls: [String] = []
    var sender: DeinitAction? = DeinitAction { publisher.send() }
    let cancelled = publisher.sink { [sender] _ in
      calls.append("cancelled")
      _ = sender
    }
    sender = nil
    publisher.sink { _ in calls.append("other") }.store(in: &cancellables)
    cancelled.cancel()
    #expect(calls == ["other"])
  }

  @Test("a subscriber added during a send waits for the next send")
  func subscribedMidSend() {
    let publisher = ObservableObjectPublisher()
    var calls: [String] = []
    var late: AnyCancellable?
    publisher.sink { [unowned publisher] _ in
      calls.append("first")
      if late == nil {
        late = publisher.sink { _ in calls.append("late") }
      }
    }
    .store(in: &cancellables)
    publisher.send()
    #expect(calls == ["first"])
    publisher.send()
    #expect(calls == ["first", "first", "late"])
  }

  @Test("a send made by a subscriber reaches everyone before the outer send moves on")
  func depthFirst() {
    let publisher = ObservableObjectPublisher()
    var calls: [String] = []
    var isFirstCall = true
    publisher.sink { [unowned publisher] _ in
      calls.append("A")
      if isFirstCall {
        isFirstCall = false
        publisher.send()
      }
    }
    .store(in: &cancellables)
    publisher.sink { _ in calls.append("B") }.store(in: &cancellables)
    publisher.send()
    #expect(calls == ["A", "A", "B", "B"])
  }
}

/// Runs an action when released.
private final class DeinitAction {
  let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  isolated deinit {
    action()
  }
}
