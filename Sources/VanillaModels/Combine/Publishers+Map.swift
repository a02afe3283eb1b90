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

extension Publishers.Map {
  /// A map of a map is one map over the same upstream, composing both transforms, as in
  /// Combine: one subscription and one closure call less per value.
  public func map<Result>(
    _ transform: @escaping (Output) -> Result
  ) -> Publishers.Map<Upstream, Result> {
    let first = self.transform
    return Publishers.Map(upstream: upstream) { transform(first($0)) }
  }
}
