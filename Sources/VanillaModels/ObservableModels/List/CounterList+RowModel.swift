import Observation

extension CounterList {
  /// One row's counter as an `@Observable` model: a row view that reads only its own row is
  /// invalidated only by that row.
  @Observable
  public final class RowModel: Identifiable {
    public let id: Int
    public var count = 0
    /// Set by the list, which keeps the selection.
    public var isSelected = false

    public init(id: Int) {
      self.id = id
    }

    public func incrementButtonTapped() { count += 1 }
    public func decrementButtonTapped() { count -= 1 }
  }
}
