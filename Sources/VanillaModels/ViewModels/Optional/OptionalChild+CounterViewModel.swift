extension OptionalChild {
  /// The child counter, which the parent creates and destroys.
  public final class CounterViewModel: ObservableObject {
    @Published public var count = 0

    public init() {}

    public func incrementButtonTapped() {
      count += 1
    }

    public func decrementButtonTapped() {
      count -= 1
    }
  }
}
