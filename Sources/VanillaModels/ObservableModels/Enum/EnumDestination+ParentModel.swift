import Observation

extension EnumDestination {
  /// The parent as an `@Observable` model whose destination is an enum of child models.
  @Observable
  public final class ParentModel {
    /// Which counter is presented, holding its model, or the note's number.
    public enum Destination {
      case counter1(CounterModel)
      case counter2(CounterModel)
      case note(Int)
    }

    public var destination: Destination?

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

    private func present() -> CounterModel {
      let counter = CounterModel()
      counter.onDismiss = { [weak self] in self?.destination = nil }
      return counter
    }
  }
}
