import VanillaModels

/// A publisher a test drives by hand, standing in for OpenCombine's `PassthroughSubject` and
/// `CustomPublisher` in the ported suites: it sends only what the test sends, nothing on
/// subscribe, and counts the subscriptions it made and the cancellations it received.
///
/// A cancelled subscriber is dropped, as the slice's publishers drop one; made with
/// `dropsCancelled: false` it keeps receiving, as from OpenCombine's `CustomPublisher`, whose
/// subscription only records a cancel: the cases about what an operator does after its own
/// cancel.
final class TestSubject<Output>: Publisher {
  private var receivers: [(id: Int, receiveValue: (Output) -> Void)] = []
  private var nextID = 0
  private let dropsCancelled: Bool
  private(set) var subscriptions = 0
  private(set) var cancellations = 0

  init(dropsCancelled: Bool = true) {
    self.dropsCancelled = dropsCancelled
  }

  /// Hands `value` to every current subscriber (every one it had, without `dropsCancelled`), in
  /// subscription order.
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
      guard let self else { return }
      cancellations += 1
      if dropsCancelled { receivers.removeAll { $0.id == id } }
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

/// A publisher that sends nothing until its subscription is cancelled, then sends `value` from
/// inside that cancel: for what an operator lets through while it cancels its upstream.
struct SendsWhileCancelling<Output>: Publisher {
  let value: Output

  init(_ value: Output) {
    self.value = value
  }

  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    AnyCancellable { [value] in receiveValue(value) }
  }
}
