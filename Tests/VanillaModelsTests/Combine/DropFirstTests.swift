import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var value = 0
}

@Suite("dropFirst")
final class DropFirstTests {
  private var cancellables = Set<AnyCancellable>()

  @Test("dropFirst() skips the current value $x sends on subscribe and nothing else")
  func skipsValueOnSubscribe() {
    let model = Model()
    var received: [Int] = []
    model.$value.dropFirst().sink { received.append($0) }.store(in: &cancellables)
    model.value = 1
    model.value = 2
    #expect(received == [1, 2])
  }

  @Test("dropFirst(n) counts separately for each subscription")
  func perSubscription() {
    let model = Model()
    let publisher = model.$value.dropFirst(2)
    var first: [Int] = []
    var second: [Int] = []
    publisher.sink { first.append($0) }.store(in: &cancellables)
    model.value = 1
    publisher.sink { second.append($0) }.store(in: &cancellables)
    model.value = 2
    model.value = 3
    #expect(first == [2, 3])
    #expect(second == [3])
  }

  @Test("after its cancel it keeps counting off and passing on what its upstream still sends")
  func countsAfterCancel() {
    // NB: an upstream that breaks the contract; every publisher of the slice stops on cancel.
    // As Combine's `Drop`, which keeps no cancelled state: in OpenCombine's
    // `DropTests.testReusableSubscription` values sent after a completion and a cancel are
    // counted off, then passed on.
    let upstream = TestSubject<Int>(dropsCancelled: false)
    var received: [Int] = []
    let cancellable = upstream.dropFirst(3).sink { received.append($0) }
    cancellable.cancel()
    for value in 1...4 {
      upstream.send(value)
    }
    #expect(received == [4])
  }
}
