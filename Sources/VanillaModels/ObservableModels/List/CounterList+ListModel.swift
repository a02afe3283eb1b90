import Observation

extension CounterList {
  /// The list as an `@Observable` model holding an array of row models.
  ///
  /// NB: `rows` is one tracked property; appending or removing invalidates every view that read
  /// it, while a row's count is tracked on the row model itself.
  @Observable
  public final class ListModel {
    public var rows: [RowModel] = []
    private var nextID = 1

    /// A list of `rowCount` counters at 0, with ids 1 through `rowCount`.
    public init(rowCount: Int = 0) {
      rows = (0..<rowCount).map { RowModel(id: $0 + 1) }
      nextID = rowCount + 1
    }

    public func addButtonTapped() {
      rows.append(RowModel(id: nextID))
      nextID += 1
    }

    public func removeButtonTapped(id: Int) {
      rows.removeAll { $0.id == id }
    }
  }
}
