import Testing

@testable import StoreModels

/// The store library's `CurrentValueRelayTests` (`Tests/ComposableArchitectureTests/`
/// `CurrentValueRelayTests.swift` at its HEAD; the file came in 1.15.0 with `testConcurrentSend`,
/// #2699, and `testConcurrentSendAndReceive` in 1.15.2, #3447; 1.7.0 has neither): a thousand
/// values sent to the relay from concurrent tasks all reach a subscriber, after the current value
/// it is handed on subscribe, alone or while another task subscribes, receives and leaves. Each
/// test has the original's name.
///
/// NB: the library's relay (behind the root's `didSet`, which its view stores and publishers
/// subscribe to) may be sent to from any thread and guards its subscriptions with a lock; the
/// lab's counterpart, the root core's send relay (``SendSubscribers``), is main-actor isolated,
/// as are the stores that send through it, so the race the originals provoke cannot be written:
/// the compiler makes each send hop to the main actor, where it runs whole. What the ports pin is
/// the originals' outcome, with the sends arriving from a thousand tasks. The lab's relay carries
/// no value (its subscribers read the state; the root's `didSet` is a relay of `Void` in the
/// library too, `RootCore`'s at `Core.swift` line 53 at HEAD), so the originals' integers are sent to a root
/// store whose reducer keeps the last one, and the subscriber is the stand-in for a store's
/// `publisher` (``LibraryStatePublisher``), which reads the state on subscribe
/// and after every send. No test logs events: the sends are awaited, and the lab records only
/// synchronous bodies (a re-entrant or dropped send would have shown as a wrong count).
@Suite("Library: CurrentValueRelayTests")
struct LibraryCurrentValueRelayTests {

  @Test("sends from a thousand tasks each reach a relay subscriber once, after the current value")
  func testConcurrentSend() async {
    let store = Store(initialState: 0) { Reduce<Int, Int> { state, value in state = value } }
    var values: [Int] = []
    let subscription = LibraryStatePublisher(store) { values.append($0) }

    await LibraryCurrentValueRelay.send(1...1_000, to: store)

    // NB: the original compares sets; the count also pins one delivery per send.
    #expect(values.count == 1_001)
    #expect(Set(values) == Set(0...1_000))
    withExtendedLifetime(subscription) {}
  }

  @Test(
    "a subscriber another task adds, and drops after the sends, leaves the first's values whole")
  func testConcurrentSendAndReceive() async {
    // NB: the original's second subscriber is a detached task iterating the relay's `values`,
    // an async sequence, cancelled once the sends are done. The lab's relay has no async
    // sequence: the detached task subscribes a stand-in publisher that feeds an `AsyncStream`
    // (hopping to the main actor to do so), iterates the stream until it is cancelled, and then
    // drops its subscriber. In five runs it subscribed before the first send ran and received
    // all 1,001 values; as in the original, nothing asserts when it joins.
    let store = Store(initialState: 0) { Reduce<Int, Int> { state, value in state = value } }
    var values: [Int] = []
    let subscription = LibraryStatePublisher(store) { values.append($0) }
    let receiver = LibraryCurrentValueRelay.Receiver()
    let receives = Task.detached {
      let (stream, continuation) = AsyncStream<Int>.makeStream()
      await receiver.subscribe(to: store, continuation)
      for await _ in stream {}
      await receiver.unsubscribe()
    }

    await LibraryCurrentValueRelay.send(1...1_000, to: store)
    receives.cancel()
    await receives.value

    #expect(values.count == 1_001)
    #expect(Set(values) == Set(0...1_000))
    #expect(!receiver.isSubscribed)

    // NB: not in the original: the relay forgets the dropped subscriber on the next send, and
    // the first still receives it.
    store.send(1_001)
    #expect(values.count == 1_002)
    #expect(values.last == 1_001)
    withExtendedLifetime(subscription) {}
  }
}

/// What the library's `CurrentValueRelayTests` send from and subscribe with.
enum LibraryCurrentValueRelay {
  /// Sends each of `values` to `store` from a task of its own, all in one task group, and
  /// returns when every send has run.
  nonisolated static func send(_ values: ClosedRange<Int>, to store: Store<Int, Int>) async {
    await withTaskGroup(of: Void.self) { group in
      for value in values {
        group.addTask { await store.send(value) }
      }
    }
  }

  /// The second subscriber of `testConcurrentSendAndReceive`, made and dropped by another task.
  final class Receiver {
    private var subscription: LibraryStatePublisher<Int>?

    /// Whether the subscriber is still held.
    var isSubscribed: Bool {
      subscription != nil
    }

    /// Subscribes a stand-in publisher to `store` that yields every value to `continuation`.
    func subscribe(to store: Store<Int, Int>, _ continuation: AsyncStream<Int>.Continuation) {
      subscription = LibraryStatePublisher(store) { continuation.yield($0) }
    }

    /// Drops the subscriber, which leaves the relay with it (the relay holds it weakly).
    func unsubscribe() {
      subscription = nil
    }
  }
}
