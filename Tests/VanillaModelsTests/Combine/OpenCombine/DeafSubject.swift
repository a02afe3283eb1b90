import VanillaModels

/// A publisher that counts cancellations and otherwise ignores them: every subscriber it ever
/// had keeps receiving what the test sends. It stands in for OpenCombine's `CustomPublisher`,
/// whose subscription only records a cancel, in the cases about what an operator does after
/// its own cancel; `TestSubject` drops a cancelled subscriber, as the slice's publishers do.
final class DeafSubject<Output>: Publisher {
  private var receivers: [(Output) -> Void] = []
  private(set) var cancellations = 0

  /// Hands `value` to every subscriber, cancelled or not, in subscription order.
  func send(_ value: Output) {
    for receiveValue in receivers {
      receiveValue(value)
    }
  }

  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    receivers.append(receiveValue)
    return AnyCancellable { [weak self] in self?.cancellations += 1 }
  }
}
