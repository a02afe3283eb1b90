import Instrumentation

extension Publisher where Output: Equatable {
  /// Drops a value equal to the previous one.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates { $0 == $1 }
  }
}

extension Publisher {
  /// Drops a value that `predicate` says duplicates the previous one.
  ///
  /// - Parameter predicate: Given the previous value and the new one, whether to drop the new one.
  public func removeDuplicates(
    by predicate: @escaping (Output, Output) -> Bool
  ) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that drops each value that duplicates the previous one it received.
  ///
  /// The first value always passes, including the current value `$x` sends on subscribe. Each
  /// dropped value is logged as `RemoveDuplicates.duplicateSkip`. It stops an echo in two-way
  /// sync, but does not undo the echo's assignment, which has already sent `objectWillChange`.
  /// Once cancelled, it passes nothing on, whatever its upstream still sends.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output

    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      let filter = DuplicateFilter(predicate)
      let subscription = upstream.sink { value in
        if filter.passes(value) { receiveValue(value) }
      }
      // NB: closed before the upstream is cancelled, so nothing it sends from then on, during
      // its cancel included, gets through.
      return AnyCancellable {
        filter.close()
        subscription.cancel()
      }
    }
  }
}

/// What one `removeDuplicates` subscription knows: the last value it received, and whether it
/// was cancelled.
///
/// NB: once cancelled it lets nothing through and neither compares, remembers nor logs, as
/// Combine's operator (OpenCombine's `FilterProducer`, which `RemoveDuplicates` builds on, goes
/// to a completed state on cancel and ignores every later value). Every publisher of the slice
/// stops delivering on cancel, so this only shows behind an upstream that breaks that contract.
/// A class of its own, as `dropFirst`'s `Countdown`: the sink's closure is one frame of every
/// chain of notifications through it (see `NotificationDepth`).
private final class DuplicateFilter<Value> {
  private let isDuplicate: (Value, Value) -> Bool
  private var last: Value?
  private var isOpen = true

  init(_ isDuplicate: @escaping (Value, Value) -> Bool) {
    self.isDuplicate = isDuplicate
  }

  /// Whether to forward `value`: the filter is open and `value` does not duplicate the last
  /// one. Remembers `value` either way; logs a dropped duplicate.
  func passes(_ value: Value) -> Bool {
    guard isOpen else { return false }
    let previous = last
    // NB: remembered before forwarding, so an echo of this value arriving re-entrantly from
    // downstream is compared with it and dropped.
    last = value
    guard let previous, isDuplicate(previous, value) else { return true }
    EventLog.record("RemoveDuplicates", .duplicateSkip)
    return false
  }

  /// Lets nothing through from now on.
  func close() {
    isOpen = false
  }
}
