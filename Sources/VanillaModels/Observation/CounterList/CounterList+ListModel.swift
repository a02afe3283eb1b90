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

    public init() {}

    public func addButtonTapped() {
      rows.append(RowModel(id: nextID))
      nextID += 1
    }

    public func removeButtonTapped(id: Int) {
      rows.removeAll { $0.id == id }
    }
  }
}
