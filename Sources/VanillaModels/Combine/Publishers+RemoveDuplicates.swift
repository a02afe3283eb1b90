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
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output

    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      var last: Output?
      return upstream.sink { value in
        let previous = last
        // NB: updated before forwarding, so an echo of this value arriving re-entrantly from
        // downstream is compared with it and dropped.
        last = value
        if let previous, predicate(previous, value) {
          EventLog.record("RemoveDuplicates", .duplicateSkip)
          return
        }
        receiveValue(value)
      }
    }
  }
}
