import Testing
import VanillaModels

/// OpenCombine's `Tests/OpenCombineTests/PublisherTests/RemoveDuplicatesTests.swift`, in the
/// slice's terms: a `TestSubject` stands in for `CustomPublisher`, subscribers are `sink`s. The
/// slice has no demand, completion or `tryRemoveDuplicates`; docs/peer-suites.md lists the cases
/// left out.
@Suite("OpenCombine RemoveDuplicatesTests")
struct OpenCombineRemoveDuplicatesTests {
  private static let input = [1, 2, 2, 50, 30, 10, -1, 51, 52]

  /// Sends ``input`` through `makeOperator` and returns what came out.
  private func output(
    _ makeOperator: (TestSubject<Int>) -> Publishers.RemoveDuplicates<TestSubject<Int>>
  ) -> [Int] {
    let upstream = TestSubject<Int>()
    var received: [Int] = []
    let cancellable = makeOperator(upstream).sink { received.append($0) }
    for value in Self.input {
      upstream.send(value)
    }
    cancellable.cancel()
    return received
  }

  @Test(
    "testRemoveDuplicatesBasicBehavior: the predicate gets (previous, new) and drops what it accepts"
  )
  func testRemoveDuplicatesBasicBehavior() {
    // NB: the demand the original checks for each value, and its completions, are left out.
    var calls = 0
    let atLeast = output {
      $0.removeDuplicates { previous, new in
        calls += 1
        return previous >= new
      }
    }
    #expect(atLeast == [1, 2, 50, 51, 52])
    #expect(calls == 8)
    let greater = output {
      $0.removeDuplicates { previous, new in
        calls += 1
        return previous > new
      }
    }
    #expect(greater == [1, 2, 2, 50, 51, 52])
    #expect(calls == 16)
    #expect(output { $0.removeDuplicates() } == [1, 2, 50, 30, 10, -1, 51, 52])
  }

  @Test(
    "testRemoveDuplicatesCancelAlreadyCancelled: after its cancel, nothing passes; the upstream is cancelled once"
  )
  func testRemoveDuplicatesCancelAlreadyCancelled() {
    // NB: the original's request and completions after the cancel, and the demand returned for
    // the value sent after it (none), are left out. Its predicate check (`shouldNotBeCalled()`)
    // is kept and is as vacuous as the original's: the single value comes after the cancel, with
    // none before it to compare with, so not even an operator that ignored its cancel would call
    // the predicate. RemoveDuplicatesTests.nothingAfterCancel pins that a cancelled one does not
    // compare.
    let upstream = TestSubject<Int>(dropsCancelled: false)
    var received: [Int] = []
    let cancellable = upstream.removeDuplicates { _, _ in
      Issue.record("the predicate is never called")
      return false
    }
    .sink { received.append($0) }
    cancellable.cancel()
    #expect(upstream.cancellations == 1)
    // NB: as in the original, the upstream ignores the cancel and sends on; the operator, cancelled,
    // passes nothing on.
    upstream.send(42)
    #expect(received == [])
    cancellable.cancel()
    #expect(upstream.cancellations == 1)
  }
}
