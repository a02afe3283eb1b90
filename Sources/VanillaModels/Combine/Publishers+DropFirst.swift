extension Publisher {
  /// Skips the first `count` values, typically the current value `$x` sends on subscribe.
  ///
  /// - Precondition: `count` is not negative; as in Combine, subscribing to a negative count
  ///   stops the program, with the place of this call in the message.
  public func dropFirst(
    _ count: Int = 1, file: StaticString = #fileID, line: UInt = #line
  ) -> Publishers.DropFirst<Self> {
    Publishers.DropFirst(upstream: self, count: count, origin: (file, line))
  }
}

extension Publishers {
  /// A publisher that skips its upstream's first `count` values, counted per subscription.
  public struct DropFirst<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output

    public let upstream: Upstream
    public let count: Int
    /// Where `dropFirst` was called, for the message of a negative count.
    let origin: (file: StaticString, line: UInt)

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      // NB: checked on subscription, not on creation, as in Combine.
      precondition(
        count >= 0, "dropFirst(\(count)): the count of values to skip must not be negative",
        file: origin.file, line: origin.line)
      let skipped = Countdown(count)
      return upstream.sink { value in
        if skipped.isOver() { receiveValue(value) }
      }
    }
  }
}

/// How many values a `dropFirst` subscription still has to skip.
///
/// NB: a class of its own, not a captured `var`: the sink's closure is one frame of every chain
/// of notifications through `dropFirst`, so it keeps to a call (see `NotificationDepth`).
private final class Countdown {
  private var remaining: Int

  init(_ count: Int) {
    remaining = count
  }

  /// Whether the count is over; if not, counts this value off.
  func isOver() -> Bool {
    guard remaining > 0 else { return true }
    remaining -= 1
    return false
  }
}
