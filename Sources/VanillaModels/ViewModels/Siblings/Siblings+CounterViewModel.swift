extension Siblings {
  /// One of the two side-by-side counters.
  public final class CounterViewModel: ObservableObject {
    @Published public var count = 0

    public init() {}

    public func incrementButtonTapped() {
      count += 1
    }

    public func decrementButtonTapped() {
      count -= 1
    }

    /// Sets the count to 0. NB: notifies even when it is already 0; `@Published` has no
    /// equality check.
    public func resetButtonTapped() {
      count = 0
    }
  }
}
