import Instrumentation

/// The subscribers of one publisher, called synchronously in subscription order.
///
/// Combine promises no order (its subjects keep subscribers in a `Set`); subscription order
/// keeps the lab's traces reproducible. A send iterates a snapshot of the list: a subscriber
/// added during a send waits for the next one, and one cancelled before its turn gets nothing.
final class SubscriberList<Output> {
  /// NB: a class, so cancelling can empty it while a send still holds it in its snapshot.
  ///
  /// NB: its two fields and ``subscribers`` are `@exclusivity(unchecked)`: every delivery reads
  /// and writes them, and the runtime's checks were 0.4 % of a fuzz step of `favorites`; each
  /// is a plain read, write, append or removal that runs no subscriber's code (a closure is
  /// read, then called; a cancelled one is taken out, then released), on the main actor.
  private final class Subscriber {
    @exclusivity(unchecked) var receiveValue: ((Output) -> Void)?
    /// The values this subscriber is handling right now, innermost last, each with its echo
    /// count: how many times in a row, up to it, the subscriber was handed the value it was
    /// already handling (see `NotificationDepth`).
    @exclusivity(unchecked) var handling: [(value: Output, echoes: Int)] = []

    init(_ receiveValue: @escaping (Output) -> Void) {
      self.receiveValue = receiveValue
    }

    /// Starts handing `value` to this subscriber, unless it was cancelled or it would loop;
    /// if it returns `true`, call ``receiveValue`` with `value`, then ``end()``.
    func begin(_ value: Output) -> Bool {
      guard receiveValue != nil else { return false }
      let echoes = handling.last.map { isRepeat(value, of: $0.value) ? $0.echoes + 1 : 0 } ?? 0
      guard NotificationDepth.enter(echoes: echoes) else { return false }
      handling.append((value, echoes))
      return true
    }

    /// Ends the delivery ``begin(_:)`` started.
    func end() {
      handling.removeLast()
      NotificationDepth.leave()
    }
  }

  @exclusivity(unchecked) private var subscribers: [Subscriber] = []

  /// Whether nobody is subscribed.
  var isEmpty: Bool { subscribers.isEmpty }

  /// Adds a subscriber; cancelling the result removes it and releases `receiveValue`.
  func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let subscriber = Subscriber(receiveValue)
    subscribers.append(subscriber)
    return AnyCancellable { [weak self] in
      // NB: taken out, not overwritten: releasing the closure can run a deinit that sends to
      // this list, whose `begin` reads `receiveValue`, and the release must come after the
      // write, not inside it.
      _ = subscriber.receiveValue.take()
      self?.subscribers.removeAll { $0 === subscriber }
    }
  }

  /// Delivers `value` to every subscriber, depth-first: a send made by a subscriber reaches
  /// everyone before this one moves on to the next subscriber.
  ///
  /// NB: this is the spine of every chain of notifications, one frame per level, so it keeps
  /// few locals: a debug build gives each its own stack slot (see
  /// `NotificationDepth.stackReserve`).
  func send(_ value: Output) {
    // NB: `for` iterates a copy of the array, which is the snapshot.
    for subscriber in subscribers where subscriber.begin(value) {
      subscriber.receiveValue?(value)
      subscriber.end()
    }
  }
}
