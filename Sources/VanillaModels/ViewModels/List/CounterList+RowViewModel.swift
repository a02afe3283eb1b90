extension CounterList {
  /// One row's counter: the row view observes it, so a tap re-renders that row alone.
  public final class RowViewModel: ObservableObject, Identifiable {
    public let id: Int
    @Published public var count = 0
    /// Set by the list, which keeps the selection.
    @Published public var isSelected = false

    public init(id: Int) {
      self.id = id
    }

    public func incrementButtonTapped() {
      count += 1
    }

    public func decrementButtonTapped() {
      count -= 1
    }
  }
}
