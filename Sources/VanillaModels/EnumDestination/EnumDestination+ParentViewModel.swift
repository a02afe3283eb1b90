extension EnumDestination {
  /// The parent: its destination is one of two counters, or none.
  ///
  /// It forwards nothing: the parent's view shows *which* counter is presented, never its count,
  /// and the presented counter's own view observes the counter. Forwarding the counter's
  /// `objectWillChange` would only re-render the parent's view on every + and − for nothing.
  /// Presenting or dismissing assigns `destination`, which notifies the parent by itself.
  ///
  /// The counter reaches back only through `onDismiss`, which captures the parent
  /// `[weak self]`: a strong capture would be a cycle (parent → destination → counter →
  /// closure → parent). Dismissed, the counter is released with its closure.
  public final class ParentViewModel: ObservableObject {
    /// Which counter is presented, holding its view model.
    public enum Destination {
      case counter1(CounterViewModel)
      case counter2(CounterViewModel)
    }

    @Published public var destination: Destination?

    public init() {}

    public func toggle1ButtonTapped() {
      if case .counter1 = destination {
        destination = nil
      } else {
        destination = .counter1(present())
      }
    }

    public func toggle2ButtonTapped() {
      if case .counter2 = destination {
        destination = nil
      } else {
        destination = .counter2(present())
      }
    }

    private func present() -> CounterViewModel {
      let counter = CounterViewModel()
      counter.onDismiss = { [weak self] in self?.destination = nil }
      return counter
    }
  }
}
