import Observation

extension Basics {
  /// The `basics` counter as an `@Observable` model.
  ///
  /// NB: `reset` on a counter already at 0 does not notify: the macro's setter skips equal
  /// values. `count += 1` goes through `_modify`, which always notifies.
  @Observable
  public final class CounterModel {
    public var count = 0

    public init() {}

    public func incrementButtonTapped() { count += 1 }
    public func decrementButtonTapped() { count -= 1 }
    public func resetButtonTapped() { count = 0 }
  }
}
