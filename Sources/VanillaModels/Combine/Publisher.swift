/// A source of values over time: the slice of Combine's `Publisher` that view models use.
///
/// Simplified from Combine: there is no demand (every subscriber receives every value, as with
/// `sink`, which requests `.unlimited`) and `Failure` is always `Never`, so a publisher never
/// completes. Its one primitive is therefore ``sink(receiveValue:)``; operators such as
/// ``dropFirst(_:)`` and ``removeDuplicates()`` are built on it.
public protocol Publisher<Output> {
  /// The kind of value the publisher sends.
  associatedtype Output

  /// Calls `receiveValue` with every value the publisher sends, synchronously, until the
  /// returned cancellable is cancelled or released.
  ///
  /// - Returns: The subscription; keep it (usually with `store(in:)`) or it ends at once.
  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}
