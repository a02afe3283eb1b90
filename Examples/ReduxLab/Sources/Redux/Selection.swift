import Instrumentation

/// One part of a ``Store``'s state, selected by a function of the state, and the subscribers to
/// tell when it changes.
///
/// A selection keeps the last value it selected; after each dispatch it selects again and, only
/// if the new value differs by `==`, records a notification in the lab's event log
/// (`Selection<Int>.notification`), stores the value and calls its subscribers.
public final class Selection<Value: Equatable> {
  /// The selected value, as of the last dispatch.
  public private(set) var value: Value
  private var subscribers: [Weak] = []

  init(value: Value) {
    self.value = value
  }

  /// Calls `onChange` after each dispatch that changes the selected value, while the returned
  /// token is alive: releasing it ends the subscription.
  public func subscribe(_ onChange: @escaping () -> Void) -> AnyObject {
    let subscription = Subscription(onChange)
    subscribers.append(Weak(subscription))
    return subscription
  }

  func update(to newValue: Value) {
    guard newValue != value else { return }
    EventLog.record("Selection<\(Value.self)>", .notification)
    value = newValue
    subscribers.removeAll { $0.subscription == nil }
    for subscriber in subscribers {
      subscriber.subscription?.onChange()
    }
  }

  private final class Subscription {
    let onChange: () -> Void

    init(_ onChange: @escaping () -> Void) {
      self.onChange = onChange
    }
  }

  private struct Weak {
    weak var subscription: Subscription?

    init(_ subscription: Subscription) {
      self.subscription = subscription
    }
  }
}
