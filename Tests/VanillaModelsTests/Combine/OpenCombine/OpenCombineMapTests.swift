import Testing
import VanillaModels

/// OpenCombine's `Tests/OpenCombineTests/PublisherTests/MapTests.swift` (`map`), in the slice's
/// terms: a `TestSubject` stands in for `PassthroughSubject` and `CustomPublisher`, subscribers
/// are `sink`s. The slice has no demand, completion or `tryMap`; docs/peer-suites.md lists the
/// cases left out.
@Suite("OpenCombine MapTests")
struct OpenCombineMapTests {
  @Test("testEmpty: subscribing to a map sends nothing until the upstream does")
  func testEmpty() {
    let upstream = TestSubject<Int>()
    var received: [String] = []
    let cancellable = upstream.map(String.init).sink { received.append($0) }
    #expect(received == [])
    #expect(upstream.subscriptions == 1)
    cancellable.cancel()
  }

  @Test("testRange: values sent before the subscription are missed; each later one is mapped")
  func testRange() {
    // NB: the original's demand steps and completion are left out.
    let upstream = TestSubject<Int>()
    let map = upstream.map { $0 * 2 }
    var received: [Int] = []
    upstream.send(1)
    let cancellable = map.sink { received.append($0) }
    upstream.send(2)
    upstream.send(3)
    #expect(received == [4, 6])
    cancellable.cancel()
  }

  @Test("testMapCancel: cancelling a map cancels its upstream; map itself keeps no cancelled state")
  func testMapCancel() {
    // NB: the original's demand (what the downstream returns for the value) and completion are
    // left out.
    let upstream = TestSubject<Int>(dropsCancelled: false)
    var received: [Int] = []
    let cancellable = upstream.map { $0 * 2 }.sink { received.append($0) }
    cancellable.cancel()
    #expect(upstream.cancellations == 1)
    // NB: as in the original, the upstream ignores the cancel and sends on. A map holds no state
    // of its own (Combine's hands its upstream's subscription down), so the value still arrives.
    upstream.send(1)
    #expect(received == [2])
  }

  @Test(
    "testMapOperatorSpecializationForMap: a map of a map is one map over the same upstream")
  func testMapOperatorSpecializationForMap() {
    let upstream = TestSubject<Int>()
    let map1 = upstream.map { $0 * 2 }
    let map2 = map1.map { $0 + 1 }
    var received: [Int] = []
    let cancellable = map2.sink { received.append($0) }
    for value in [2, 3, 5] {
      upstream.send(value)
    }
    #expect(map1.upstream === map2.upstream)
    // NB: the original's completion is left out; in its place, the fused map subscribes once.
    #expect(upstream.subscriptions == 1)
    #expect(received == [5, 7, 11])
    cancellable.cancel()
  }
}
