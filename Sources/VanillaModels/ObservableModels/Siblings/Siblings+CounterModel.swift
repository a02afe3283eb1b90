import Observation

extension Siblings {
  /// One of the two side-by-side counters as an `@Observable` model.
  @Observable
  public final class CounterModel {
    public var count = 0

    public init() {}

    public func incrementButtonTapped() { count += 1 }
    public func decrementButtonTapped() { count -= 1 }
    public func resetButtonTapped() { count = 0 }
  }
}
