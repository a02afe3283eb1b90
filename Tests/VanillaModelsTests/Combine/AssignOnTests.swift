import Testing
import VanillaModels

/// A plain class with a plain property, as OpenCombine's `AssignTests` writes to.
private final class Target {
  var value = 0
}

/// An object that, when freed, sends on the upstream assigned to it.
private final class SendsWhenFreed {
  var value = 0
  private let upstream: TestSubject<Int>

  init(_ upstream: TestSubject<Int>) {
    self.upstream = upstream
  }

  isolated deinit {
    upstream.send(7)
  }
}

/// What `assign(to:on:)` does after its cancel. No OpenCombine test has a value reach a
/// `Subscribers.Assign` after its cancel: `AssignTests.testPublisherOperator` sends after it, but
/// through a `PassthroughSubject` that drops the cancelled subscription, so nothing gets to the
/// `Assign`. Its implementation clears its `object` on cancel, before cancelling its upstream,
/// and writes only while it has one (docs/peer-suites.md).
@Suite("assign(to:on:)")
struct AssignOnTests {
  @Test("once cancelled, it writes nothing, whatever its upstream still sends")
  func nothingAfterCancel() {
    // NB: an upstream that breaks the contract; every publisher of the slice stops on cancel.
    let upstream = TestSubject<Int>(dropsCancelled: false)
    let target = Target()
    let cancellable = upstream.assign(to: \.value, on: target)
    upstream.send(1)
    cancellable.cancel()
    upstream.send(2)
    #expect(target.value == 1)
    #expect(upstream.cancellations == 1)
  }

  @Test("cancelling lets go of the object, even while its upstream keeps the subscription")
  func releasesObjectOnCancel() {
    let upstream = TestSubject<Int>(dropsCancelled: false)
    weak var weakTarget: Target?
    let cancellable: AnyCancellable
    do {
      let target = Target()
      weakTarget = target
      cancellable = upstream.assign(to: \.value, on: target)
    }
    #expect(weakTarget != nil)
    cancellable.cancel()
    #expect(weakTarget == nil)
  }

  @Test(
    "it lets go before its upstream is cancelled: a value sent during that cancel is not written")
  func releasedBeforeUpstreamCancel() {
    let target = Target()
    let cancellable = SendsWhileCancelling(9).assign(to: \.value, on: target)
    cancellable.cancel()
    #expect(target.value == 0)
  }

  @Test("the object's deinit, run by the cancel, may send on the upstream: nothing is written")
  func deinitSendsDuringRelease() {
    // NB: the cancel frees the object, whose deinit sends 7 to the subscription being cancelled,
    // which reads the object it is letting go of. Freed inside the write that clears it (with
    // `object = nil` in `AssignTarget.release()`), that read overlaps the write and the program
    // stops with "Simultaneous accesses"; taken out first, it finds no object and writes nothing.
    let upstream = TestSubject<Int>(dropsCancelled: false)
    var values: [Int] = []
    let observer = upstream.sink { values.append($0) }
    weak var weakObject: SendsWhenFreed?
    let cancellable: AnyCancellable
    do {
      let object = SendsWhenFreed(upstream)
      weakObject = object
      cancellable = upstream.assign(to: \.value, on: object)
    }
    upstream.send(1)
    #expect(weakObject?.value == 1)
    cancellable.cancel()
    #expect(weakObject == nil)
    #expect(values == [1, 7])
    #expect(upstream.cancellations == 1)
    observer.cancel()
  }
}
