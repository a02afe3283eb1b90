extension Siblings {
  /// The parent of two counters: it resets both, or swaps them.
  ///
  /// It forwards nothing and syncs nothing: its view shows only its buttons and the two counter
  /// views, each of which observes its own counter, and the counters share no state. Forwarding
  /// would only re-render the parent's view on every tap for nothing. Swapping assigns both
  /// `@Published` children, which notifies the parent once per property, twice, for one render
  /// of its view, which then hands each counter view the other view model.
  ///
  /// NB: *Reset all* assigns 0 to both counts, and `@Published` has no equality check, so a
  /// counter already at 0 still notifies its view.
  public final class ParentViewModel: ObservableObject {
    @Published public private(set) var counter1 = CounterViewModel()
    @Published public private(set) var counter2 = CounterViewModel()

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
