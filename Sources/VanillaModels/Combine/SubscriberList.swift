import Instrumentation

/// The subscribers of one publisher, called synchronously in subscription order.
///
/// Combine promises no order (its subjects keep subscribers in a `Set`); subscription order
/// keeps the lab's traces reproducible. A send iterates a snapshot of the list: a subscriber
/// added during a send waits for the next one, and one cancelled before its turn gets nothing.
final class SubscriberList<Output> {
  /// NB: a class, so cancelling can empty it while a send still holds it in its snapshot.
  private final class Subscriber {
    var receiveValue: ((Output) -> Void)?

    init(_ receiveValue: @escaping (Output) -> Void) {
      self.receiveValue = receiveValue
    }
  }

  private var subscribers: [Subscriber] = []

  /// Adds a subscriber; cancelling the result removes it and releases `receiveValue`.
  func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let subscriber = Subscriber(receiveValue)
    subscribers.append(subscriber)
    return AnyCancellable { [weak self] in
      subscriber.receiveValue = nil
      self?.subscribers.removeAll { $0 === subscriber }
    }
  }

  /// Delivers `value` to every subscriber, depth-first: a send made by a subscriber reaches
  /// everyone before this one moves on to the next subscriber.
  func send(_ value: Output) {
    NotificationDepth.deliver {
      // NB: `for` iterates a copy of the array, which is the snapshot.
      for subscriber in subscribers {
        subscriber.receiveValue?(value)
      }
    }
  }
}
