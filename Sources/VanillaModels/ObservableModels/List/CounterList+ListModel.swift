import Observation

extension CounterList {
  /// The list as an `@Observable` model holding an array of row models.
  ///
  /// NB: `rows` is one tracked property; appending or removing invalidates every view that read
  /// it, while a row's count is tracked on the row model itself. The selection is each row's
  /// `isSelected`, which the list keeps in step, so a row's view reads its own row only.
  @Observable
  public final class ListModel {
    public private(set) var rows: [RowModel] = []
    private var nextID = 1
    /// The selected row; no view reads it (each row's view reads its own `isSelected`), so it
    /// is not tracked.
    @ObservationIgnored private weak var selectedRow: RowModel?

    /// A list of `rowCount` counters at 0, with ids 1 through `rowCount`.
    public init(rowCount: Int = 0) {
      rows = (0..<rowCount).map { RowModel(id: $0 + 1) }
      nextID = rowCount + 1
    }

    public func addButtonTapped() {
      rows.append(RowModel(id: nextID))
      nextID += 1
    }

    public func removeButtonTapped(id: RowModel.ID) {
      rows.removeAll { $0.id == id }
    }

    /// Replaces every row with `count` new ones.
    public func createRowsButtonTapped(count: Int) {
      rows = newRows(count)
      selectedRow = nil
    }

    /// Appends `count` new rows.
    public func appendRowsButtonTapped(count: Int) {
      rows.append(contentsOf: newRows(count))
    }

    /// Increments the first row and every tenth after it.
    public func updateEveryTenthRowButtonTapped() {
      for index in stride(from: 0, to: rows.count, by: 10) {
        rows[index].incrementButtonTapped()
      }
    }

    /// Swaps the second row and the second to last.
    public func swapRowsButtonTapped() {
      guard rows.count > 3 else { return }
      rows.swapAt(1, rows.count - 2)
    }

    public func clearButtonTapped() {
      rows = []
      selectedRow = nil
    }

    /// Selects `row`: the old selection is told it is no longer selected.
    public func selectButtonTapped(row: RowModel) {
      guard row !== selectedRow else { return }
      selectedRow?.isSelected = false
      row.isSelected = true
      selectedRow = row
    }

    private func newRows(_ count: Int) -> [RowModel] {
      defer { nextID += count }
      return (0..<count).map { RowModel(id: nextID + $0) }
    }
  }
}
