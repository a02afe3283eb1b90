import TestSupport
import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var value = 0
}

@Suite("@Published")
final class PublishedTests {
  private var cancellables = Set<AnyCancellable>()

  @Test("a $x subscriber receives the new value while the getter still returns the old one")
  func willSetTiming() {
    let model = Model()
    var seen: [String] = []
    model.$value.dropFirst()
      .sink { [unowned model] in seen.append("received \($0), stored \(model.value)") }
      .store(in: &cancellables)
    model.value = 4
    #expect(seen == ["received 4, stored 0"])
    #expect(model.value == 4)
  }

  @Test("objectWillChange fires before the $x subscribers, and also sees the old value")
  func objectWillChangeFirst() {
    let model = Model()
    var seen: [String] = []
    model.$value.dropFirst()
      .sink { seen.append("$value \($0)") }
      .store(in: &cancellables)
    model.objectWillChange
      .sink { [unowned model] _ in seen.append("objectWillChange, stored \(model.value)") }
      .store(in: &cancellables)
    model.value = 1
    #expect(seen == ["objectWillChange, stored 0", "$value 1"])
  }

  @Test("there is no equality check: equal assignments and += 0 still notify")
  func noEqualityCheck() {
    let model = Model()
    var received: [Int] = []
    model.$value.dropFirst().sink { received.append($0) }.store(in: &cancellables)
    _ = model.objectWillChange
    let events = recordedEvents {
      model.value = 0
      model.value += 0
    }
    #expect(received == [0, 0])
    #expect(events == ["Model.objectWillChange", "Model.objectWillChange"])
  }

  @Test("$x sends the current value once, synchronously, on subscribe")
  func currentValueOnSubscribe() {
    let model = Model()
    model.value = 7
    var received: [Int] = []
    model.$value.sink { received.append($0) }.store(in: &cancellables)
    #expect(received == [7])
    model.value = 8
    #expect(received == [7, 8])
  }

  @Test("a re-entrant assignment is delivered depth-first, before the outer one moves on")
  func depthFirst() {
    let model = Model()
    var received: [Int] = []
    model.$value.dropFirst()
      .sink { [unowned model] value in
        if value < 3 { model.value = value + 1 }
        received.append(value)
      }
      .store(in: &cancellables)
    model.value = 1
    #expect(received == [3, 2, 1])
  }

  @Test("after a re-entrant assignment the outer store runs last: the outermost write wins")
  func outermostWriteWins() {
    let model = Model()
    model.$value.dropFirst()
      .sink { [unowned model] value in
        if value > 10 { model.value = 10 }
      }
      .store(in: &cancellables)
    model.value = 50
    #expect(model.value == 50)
  }

  @Test("a $x subscriber cancelled during a send, before its turn, receives nothing")
  func cancelledMidSend() {
    let model = Model()
    var calls: [String] = []
    var second: AnyCancellable?
    model.$value
      .sink { value in
        calls.append("first \(value)")
        if value == 5 { second?.cancel() }
      }
      .store(in: &cancellables)
    second = model.$value.sink { calls.append("second \($0)") }
    model.value = 5
    // NB: each is sent 0 on subscribe; the send of 5 reaches the first only.
    #expect(calls == ["first 0", "second 0", "first 5"])
    model.value = 6
    #expect(calls == ["first 0", "second 0", "first 5", "first 6"])
  }

  @Test("an assignment sends no objectWillChange until the publisher has been read once")
  func installedOnFirstRead() {
    let model = Model()
    #expect(recordedEvents { model.value = 1 } == [])
    _ = model.objectWillChange
    #expect(recordedEvents { model.value = 2 } == ["Model.objectWillChange"])
  }

  @Test("a $x subscriber added during a send is sent the new value, as in Apple's Combine")
  func subscribedMidSendGetsNewValue() {
    let model = Model()
    var sentOnSubscribe: [Int] = []
    var readWhileSent: [Int] = []
    model.$value.dropFirst()
      .sink { [unowned model, unowned self] _ in
        model.$value.sink {
          sentOnSubscribe.append($0)
          readWhileSent.append(model.value)
        }
        .store(in: &cancellables)
      }
      .store(in: &cancellables)
    model.value = 5
    #expect(sentOnSubscribe == [5])
    // NB: the property still reads the old value until every subscriber was told.
    #expect(readWhileSent == [0])
    #expect(model.value == 5)
  }

  @Test("a $x subscriber added from objectWillChange is sent the old value: no send has begun")
  func subscribedFromObjectWillChange() {
    let model = Model()
    var sentOnSubscribe: [Int] = []
    var subscribed = false
    model.objectWillChange
      .sink { [unowned model, unowned self] in
        guard !subscribed else { return }
        subscribed = true
        model.$value.sink { sentOnSubscribe.append($0) }.store(in: &cancellables)
      }
      .store(in: &cancellables)
    model.value = 5
    #expect(sentOnSubscribe == [0, 5])
  }

  @Test(
    "a $x subscriber added from objectWillChange during a nested send is sent the outer send's value"
  )
  func subscribedFromObjectWillChangeDuringNestedSend() {
    let model = Model()
    var received: [String] = []
    var willChanges = 0
    model.$value.dropFirst()
      .sink { [unowned model] value in
        if value == 5 { model.value = 7 }
      }
      .store(in: &cancellables)
    model.objectWillChange
      .sink { [unowned model, unowned self] in
        willChanges += 1
        // NB: the second objectWillChange is the nested send's, while the outer 5 is in flight.
        guard willChanges == 2 else { return }
        model.$value.sink { received.append("\($0), stored \(model.value)") }
          .store(in: &cancellables)
      }
      .store(in: &cancellables)
    model.value = 5
    // NB: on subscribe the outer send's 5, not the stored 0; then the nested 7. The outer send's
    // snapshot was taken before it subscribed, so the property's final 5 is not sent again.
    #expect(received == ["5, stored 0", "7, stored 0"])
    #expect(model.value == 5)
  }

  @Test("a subscriber added after a re-entrant send, while the outer one delivers, ends in sync")
  func subscribedDuringOuterSendAfterReentrantSend() {
    let model = Model()
    var late: [Int] = []
    model.$value.dropFirst()
      .sink { [unowned model] value in
        if value == 5 { model.value = 7 }
      }
      .store(in: &cancellables)
    model.$value.dropFirst()
      .sink { [unowned model, unowned self] value in
        guard value == 5, late.isEmpty else { return }
        model.$value.sink { late.append($0) }.store(in: &cancellables)
      }
      .store(in: &cancellables)
    model.value = 5
    // NB: the nested 7 was delivered before this subscriber existed; it is sent the outer 5 on
    // subscribe, which the property ends with.
    #expect(model.value == 5)
    #expect(late == [5])
  }

  @Test("after a re-entrant send, a new $x subscriber is sent the value the property holds")
  func subscribedAfterReentrantSend() {
    let model = Model()
    model.$value.dropFirst()
      .sink { [unowned model] value in
        if value == 5 { model.value = 7 }
      }
      .store(in: &cancellables)
    model.value = 5
    // NB: the outermost write wins: the property holds 5, not the nested 7.
    var sentOnSubscribe: [Int] = []
    model.$value.sink { sentOnSubscribe.append($0) }.store(in: &cancellables)
    #expect(model.value == 5)
    #expect(sentOnSubscribe == [5])
  }
}
