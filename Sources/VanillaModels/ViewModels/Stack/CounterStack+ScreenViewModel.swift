extension CounterStack {
  /// One pushed screen's counter: the screen's view observes it, so a tap re-renders that screen
  /// alone.
  public final class ScreenViewModel: ObservableObject, Identifiable {
    public let id: Int
    @Published public var count = 0

    public init(id: Int) {
      self.id = id
    }

    public func incrementButtonTapped() {
      count += 1
    }
  }
}
