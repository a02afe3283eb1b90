extension EnumDestination {
  /// The parent: its destination is one of two counters, a note, or none.
  ///
  /// It forwards nothing: the parent's view shows *which* counter is presented, never its count,
  /// and the presented counter's own view observes the counter. Forwarding the counter's
  /// `objectWillChange` would only re-render the parent's view on every + and − for nothing.
  /// Presenting or dismissing assigns `destination`, which notifies the parent by itself.
  /// The note is a plain number in the enum: *Next* assigns the destination anew, and the
  /// parent's view, which shows the number, re-renders.
  ///
  /// The counter reaches back only through `onDismiss`, which captures the parent
  /// `[weak self]`: a strong capture would be a cycle (parent → destination → counter →
  /// closure → parent). Dismissed, the counter is released with its closure.
  public final class ParentViewModel: ObservableObject {
    /// Which counter is presented, holding its view model, or the note's number.
    public enum Destination {
      case counter1(CounterViewModel)
      case counter2(CounterViewModel)
      case note(Int)
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

    public func toggleNoteButtonTapped() {
      if case .note = destination {
        destination = nil
      } else {
        destination = .note(0)
      }
    }

    public func nextNoteButtonTapped() {
      guard case .note(let number) = destination else { return }
      destination = .note(number + 1)
    }

    private func present() -> CounterViewModel {
      let counter = CounterViewModel()
      counter.onDismiss = { [weak self] in self?.destination = nil }
      return counter
    }
  }
}
