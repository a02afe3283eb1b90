import Observation

extension OptionalChild {
  /// The parent as an `@Observable` model holding an optional child model.
  ///
  /// A view that reads `child` is invalidated when the child appears, disappears or is replaced;
  /// one that reads `child?.count` is also invalidated by the child's count.
  @Observable
  public final class ParentModel {
    public var child: CounterModel?
    public var observesCount = false

    public init() {}

    public func toggleButtonTapped() {
      child = child == nil ? CounterModel() : nil
    }

    public func observeCountButtonTapped() { observesCount.toggle() }
  }
}
