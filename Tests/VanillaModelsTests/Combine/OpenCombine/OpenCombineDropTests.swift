import Testing
import VanillaModels

/// OpenCombine's `Tests/OpenCombineTests/PublisherTests/DropTests.swift` (`dropFirst`), in the
/// slice's terms: a `TestSubject` stands in for `CustomPublisher`, subscribers are `sink`s. The
/// slice has no demand, completion or subscription objects; docs/peer-suites.md lists the cases
/// left out.
@Suite("OpenCombine DropTests")
struct OpenCombineDropTests {
  @Test("testDroppingTwoElements: dropFirst(2) skips two values and passes every one after")
  func testDroppingTwoElements() {
    // NB: the original's demand steps and completions are left out.
    let upstream = TestSubject<Int>()
    var received: [Int] = []
    let cancellable = upstream.dropFirst(2).sink { received.append($0) }
    for value in 1...5 {
      upstream.send(value)
    }
    #expect(received == [3, 4, 5])
    #expect(upstream.subscriptions == 1)
    cancellable.cancel()
  }

  @Test("testDroppingNothing: dropFirst(0) passes every value")
  func testDroppingNothing() {
    // NB: the original's demand steps and failure are left out.
    let upstream = TestSubject<Int>()
    var received: [Int] = []
    let cancellable = upstream.dropFirst(0).sink { received.append($0) }
    for value in 1...3 {
      upstream.send(value)
    }
    #expect(received == [1, 2, 3])
    cancellable.cancel()
  }

  @Test("testDropNegativeNumberOfItemsCrash: dropFirst(-1) is made, but subscribing to it traps")
  func testDropNegativeNumberOfItemsCrash() async throws {
    // NB: creating it is fine, as in Combine; the trap comes with the subscription, in a child
    // process here, and its message names the call.
    _ = TestSubject<Int>().dropFirst(-1)
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = TestSubject<Int>().dropFirst(-1).sink { _ in }
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("OpenCombineDropTests.swift:"))
    #expect(message.contains("dropFirst(-1): the count of values to skip must not be negative"))
  }

  @Test(
    "testCancelAlreadyCancelled: a second cancel does not reach the upstream again")
  func testCancelAlreadyCancelled() {
    // NB: the original's request between the cancels, and the one the operator makes for the
    // value it drops, are left out.
    let upstream = TestSubject<Int>()
    let cancellable = upstream.dropFirst().sink { _ in }
    cancellable.cancel()
    cancellable.cancel()
    #expect(upstream.cancellations == 1)
  }
}
