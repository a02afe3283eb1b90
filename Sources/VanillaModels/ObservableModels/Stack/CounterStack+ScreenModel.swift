import Observation

extension CounterStack {
  /// One pushed screen's counter as an `@Observable` model: a screen's view that reads only its
  /// own model is invalidated only by that screen.
  @Observable
  public final class ScreenModel: Identifiable {
    public let id: Int
    public var count = 0

    public init(id: Int) {
      self.id = id
    }

    public func incrementButtonTapped() { count += 1 }
  }
}
