import VanillaModels

/// A publisher a test drives by hand, standing in for OpenCombine's `PassthroughSubject` and
/// `CustomPublisher` in the ported suites: it sends only what the test sends, nothing on
/// subscribe, and counts the subscriptions it made and the cancellations it received.
final class TestSubject<Output>: Publisher {
  private var receivers: [(id: Int, receiveValue: (Output) -> Void)] = []
  private var nextID = 0
  private(set) var subscriptions = 0
  private(set) var cancellations = 0

  /// Hands `value` to every current subscriber, in subscription order.
  func send(_ value: Output) {
    for receiver in receivers {
      receiver.receiveValue(value)
    }
  }

  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let id = nextID
    nextID += 1
    subscriptions += 1
    receivers.append((id, receiveValue))
    return AnyCancellable { [weak self] in
      self?.cancellations += 1
      self?.receivers.removeAll { $0.id == id }
    }
  }
}

/// A `Cancellable` that only counts how often it was cancelled, standing in for OpenCombine's
/// `CustomSubscription` and its cancellation history.
final class CancelCounter: Cancellable {
  private(set) var cancellations = 0

  func cancel() {
    cancellations += 1
  }
}
