import Observation

extension Siblings {
  /// The parent of two counters as an `@Observable` model: it resets both, or swaps them.
  ///
  /// NB: resetting a counter already at 0 does not notify (the setter skips equal values);
  /// swapping replaces both child references, so views reading either are invalidated.
  @Observable
  public final class ParentModel {
    public private(set) var counter1 = CounterModel()
    public private(set) var counter2 = CounterModel()

    public init() {}

    public func resetAllButtonTapped() {
      counter1.resetButtonTapped()
      counter2.resetButtonTapped()
    }

    public func swapButtonTapped() {
      (counter1, counter2) = (counter2, counter1)
    }
  }
}
