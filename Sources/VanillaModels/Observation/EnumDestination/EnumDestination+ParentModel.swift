import Observation

extension EnumDestination {
  /// The parent as an `@Observable` model whose destination is an enum of child models.
  @Observable
  public final class ParentModel {
    /// Which counter is presented, holding its model.
    public enum Destination {
      case counter1(CounterModel)
      case counter2(CounterModel)
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

    private func present() -> CounterModel {
      let counter = CounterModel()
      counter.onDismiss = { [weak self] in self?.destination = nil }
      return counter
    }
  }
}
