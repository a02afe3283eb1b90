extension CounterList {
  /// The list: its rows' view models, in screen order, and the first row's count in its title.
  ///
  /// The list's view shows the first row's count, so the list forwards the first row's
  /// `objectWillChange` to its own: without it, a tap on the first row would re-render the row
  /// but leave the list showing the count it last read. Only the first row is forwarded; the
  /// others' changes would re-render the list's view for nothing. So does every change of the
  /// first row that is not its count, its selection too: `objectWillChange` does not say which
  /// field changes.
  ///
  /// The forwarding follows the first row: whenever `rows` changes, the subscription to the
  /// previous first row is cancelled and one to the new first row is made, so a removed row can
  /// no longer reach the list. The sink captures `[weak self]`, since the row keeps it alive.
  ///
  /// NB: both idioms are kept for what they cost, as an app written this way pays it. A weak
  /// reference gives the list a side table, so every row view's retain and release of the list
  /// takes the runtime's slow path; and `rows.append` through `@Published`'s get and set copies
  /// the array. What each costs a listed row is measured in docs/performance.md, "What issue 15
  /// asked".
  ///
  /// The selection is each row's `isSelected`, which the list keeps in step: selecting a row
  /// re-renders the old and the new selection, and the list's view too when either is the first
  /// row (above).
  public final class ListViewModel: ObservableObject {
    @Published public private(set) var rows: [RowViewModel] = [] {
      didSet { forwardFirstRowChanges() }
    }

    /// NB: holds only the first row's subscription, so emptying it cancels that.
    private var cancellables = Set<AnyCancellable>()
    private var nextID = 1
    /// The selected row; no view reads it (each row's view shows its own `isSelected`), so it is
    /// not published.
    private weak var selectedRow: RowViewModel?

    /// A list of `rowCount` counters at 0, with ids 1 through `rowCount`.
    public init(rowCount: Int = 0) {
      rows = (0..<rowCount).map { RowViewModel(id: $0 + 1) }
      nextID = rowCount + 1
      forwardFirstRowChanges()
    }

    public func addButtonTapped() {
      rows.append(RowViewModel(id: nextID))
      nextID += 1
    }

    public func removeButtonTapped(id: RowViewModel.ID) {
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
    public func selectButtonTapped(row: RowViewModel) {
      guard row !== selectedRow else { return }
      selectedRow?.isSelected = false
      row.isSelected = true
      selectedRow = row
    }

    private func newRows(_ count: Int) -> [RowViewModel] {
      defer { nextID += count }
      return (0..<count).map { RowViewModel(id: nextID + $0) }
    }

    private func forwardFirstRowChanges() {
      cancellables.removeAll()
      rows.first?.objectWillChange
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)
    }
  }
}
