extension EnumDestination {
  /// A presented counter; it asks its parent to dismiss it.
  public final class CounterViewModel: ObservableObject {
    @Published public var count = 0
    /// Set by the parent that presents this counter.
    ///
    /// NB: a plain closure, not `@Published`: it is wiring, not state any view shows.
    public var onDismiss: (() -> Void)?

    public init() {}

    public func incrementButtonTapped() {
      count += 1
    }

    public func decrementButtonTapped() {
      count -= 1
    }

    public func dismissButtonTapped() {
      onDismiss?()
    }
  }
}
