extension Publisher {
  /// Skips the first `count` values, typically the replay of `$x` on subscription.
  public func dropFirst(_ count: Int = 1) -> Publishers.DropFirst<Self> {
    Publishers.DropFirst(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that skips its upstream's first `count` values, counted per subscription.
  public struct DropFirst<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output

    public let upstream: Upstream
    public let count: Int

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      var remaining = count
      return upstream.sink { value in
        guard remaining <= 0 else {
          remaining -= 1
          return
        }
        receiveValue(value)
      }
    }
  }
}
