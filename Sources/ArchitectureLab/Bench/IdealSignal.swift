/// Tells the views holding it, as an `@ObservedObject`, that they must run again: how the ideals
/// that go through the view layer invalidate exactly the views an operation changed.
final class IdealSignal: ViewInvalidating {
  private var subscriptions: [Weak] = []

  func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject {
    let subscription = Subscription(invalidate)
    subscriptions.removeAll { $0.subscription == nil }
    subscriptions.append(Weak(subscription: subscription))
    return subscription
  }

  /// Invalidates every view holding this signal.
  func invalidate() {
    for weak in subscriptions { weak.subscription?.invalidate() }
  }

  private final class Subscription {
    let invalidate: () -> Void

    init(_ invalidate: @escaping () -> Void) {
      self.invalidate = invalidate
    }
  }

  private struct Weak {
    weak var subscription: Subscription?
  }
}
