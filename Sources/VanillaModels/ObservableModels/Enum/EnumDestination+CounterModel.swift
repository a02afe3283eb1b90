import Observation

extension EnumDestination {
  /// A presented counter as an `@Observable` model; it asks its parent to dismiss it.
  @Observable
  public final class CounterModel {
    public var count = 0
    /// Set by the parent that presents this counter.
    @ObservationIgnored public var onDismiss: (() -> Void)?

    public init() {}

    public func incrementButtonTapped() { count += 1 }
    public func decrementButtonTapped() { count -= 1 }
    public func dismissButtonTapped() { onDismiss?() }
  }
}
