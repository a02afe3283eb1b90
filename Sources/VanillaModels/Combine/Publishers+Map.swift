extension Publisher {
  /// Transforms every value with `transform`.
  public func map<Result>(
    _ transform: @escaping (Output) -> Result
  ) -> Publishers.Map<Self, Result> {
    Publishers.Map(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that sends `transform(value)` for each upstream value.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      upstream.sink { receiveValue(transform($0)) }
    }
  }
}
