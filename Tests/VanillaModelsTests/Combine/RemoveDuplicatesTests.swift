import TestSupport
import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var value = 0
}

@Suite("removeDuplicates")
final class RemoveDuplicatesTests {
  private var cancellables = Set<AnyCancellable>()

  @Test("removeDuplicates() drops a value equal to the previous one; the value on subscribe passes")
  func dropsEqualValues() {
    let model = Model()
    var received: [Int] = []
    model.$value.removeDuplicates().sink { received.append($0) }.store(in: &cancellables)
    for value in [0, 1, 1, 0] {
      model.value = value
    }
    #expect(received == [0, 1, 0])
  }

  @Test("each dropped value is logged as RemoveDuplicates.duplicateSkip")
  func logsSkips() {
    let model = Model()
    let events = recordedEvents {
      model.$value.removeDuplicates().sink { _ in }.store(in: &cancellables)
      model.value = 0
      model.value = 0
    }
    #expect(events == ["RemoveDuplicates.duplicateSkip", "RemoveDuplicates.duplicateSkip"])
  }

  @Test("removeDuplicates(by:) drops what the predicate calls a duplicate of the previous value")
  func predicate() {
    let model = Model()
    var received: [Int] = []
    model.$value.removeDuplicates { $0 / 10 == $1 / 10 }
      .sink { received.append($0) }
      .store(in: &cancellables)
    for value in [5, 12, 15, 3] {
      model.value = value
    }
    #expect(received == [0, 12, 3])
  }

  @Test("the last value is kept before forwarding, so a re-entrant echo of it is dropped")
  func stopsEcho() {
    let model = Model()
    var received: [Int] = []
    model.$value.dropFirst().removeDuplicates()
      .sink { [unowned model] value in
        received.append(value)
        model.value = value
      }
      .store(in: &cancellables)
    model.value = 7
    #expect(received == [7])
  }

  @Test("the dropped echo's assignment still sends objectWillChange")
  func echoStillNotifies() {
    let model = Model()
    model.$value.dropFirst().removeDuplicates()
      .sink { [unowned model] in model.value = $0 }
      .store(in: &cancellables)
    _ = model.objectWillChange
    let events = recordedEvents { model.value = 7 }
    #expect(
      events == [
        "Model.objectWillChange", "Model.objectWillChange", "RemoveDuplicates.duplicateSkip",
      ])
  }

  @Test("once cancelled, it neither compares, logs nor passes on what its upstream still sends")
  func nothingAfterCancel() {
    // NB: an upstream that breaks the contract; every publisher of the slice stops on cancel.
    let upstream = TestSubject<Int>(dropsCancelled: false)
    var comparisons = 0
    var received: [Int] = []
    let cancellable = upstream.removeDuplicates { previous, new in
      comparisons += 1
      return previous == new
    }
    .sink { received.append($0) }
    upstream.send(1)
    cancellable.cancel()
    let events = recordedEvents {
      upstream.send(1)
      upstream.send(2)
    }
    #expect(received == [1])
    #expect(comparisons == 0)
    #expect(events == [])
  }

  @Test("it is closed before its upstream is cancelled: a value sent during that cancel is dropped")
  func closedBeforeUpstreamCancel() {
    var received: [Int] = []
    let cancellable = SendsWhileCancelling(9).removeDuplicates().sink { received.append($0) }
    cancellable.cancel()
    #expect(received == [])
  }
}
