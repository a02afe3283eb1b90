import TestSupport
import Testing
import VanillaModels

/// The list's operations from js-framework-benchmark, on both vanilla models.
@Suite("CounterList: the benchmark's operations, vanilla and @Observable")
struct CounterListVanillaBenchmarkTests {
  @Test("the view model's operations change the rows as the benchmark says")
  func viewModel() {
    let list = CounterList.ListViewModel(rowCount: 6)
    list.swapRowsButtonTapped()
    #expect(list.rows.map(\.id) == [1, 5, 3, 4, 2, 6])
    list.updateEveryTenthRowButtonTapped()
    #expect(list.rows.map(\.count) == [1, 0, 0, 0, 0, 0])
    list.appendRowsButtonTapped(count: 2)
    #expect(list.rows.map(\.id) == [1, 5, 3, 4, 2, 6, 7, 8])
    list.createRowsButtonTapped(count: 2)
    #expect(list.rows.map(\.id) == [9, 10])
    list.clearButtonTapped()
    #expect(list.rows.isEmpty)
  }

  // NB: two rows, not three: in three the second row is the second to last, a swap or not.
  @Test(
    "swap needs four rows in both models: four swap their middle two, two stay as they are",
    arguments: [(4, [1, 3, 2, 4]), (2, [1, 2])])
  func swapNeedsFourRows(rows: Int, expected: [Int]) {
    let viewModel = CounterList.ListViewModel(rowCount: rows)
    let model = CounterList.ListModel(rowCount: rows)
    viewModel.swapRowsButtonTapped()
    model.swapRowsButtonTapped()
    #expect(viewModel.rows.map(\.id) == expected)
    #expect(model.rows.map(\.id) == expected)
  }

  @Test("selecting a row deselects the old one: one send per row")
  func viewModelSelection() {
    let list = CounterList.ListViewModel(rowCount: 3)
    list.selectButtonTapped(row: list.rows[1])
    for row in list.rows { observeAsViews(row) }
    let events = recordedEvents { list.selectButtonTapped(row: list.rows[2]) }
    #expect(events == ["RowViewModel.objectWillChange", "RowViewModel.objectWillChange"])
    #expect(list.rows.map(\.isSelected) == [false, false, true])
    #expect(recordedEvents { list.selectButtonTapped(row: list.rows[2]) } == [])
  }

  @Test("deselecting the first row reaches the list too: it forwards every change of that row")
  func firstRowSelectionIsForwarded() {
    let list = CounterList.ListViewModel(rowCount: 3)
    list.selectButtonTapped(row: list.rows[0])
    for row in list.rows { observeAsViews(row) }
    let events = recordedEvents { list.selectButtonTapped(row: list.rows[2]) }
    #expect(
      events == [
        "ListViewModel.objectWillChange", "RowViewModel.objectWillChange",
        "RowViewModel.objectWillChange",
      ])
  }

  @Test("the @Observable model's operations change the rows as the benchmark says")
  func observableModel() {
    let list = CounterList.ListModel(rowCount: 6)
    list.swapRowsButtonTapped()
    #expect(list.rows.map(\.id) == [1, 5, 3, 4, 2, 6])
    list.updateEveryTenthRowButtonTapped()
    #expect(list.rows.map(\.count) == [1, 0, 0, 0, 0, 0])
    list.selectButtonTapped(row: list.rows[1])
    list.selectButtonTapped(row: list.rows[3])
    #expect(list.rows.map(\.isSelected) == [false, false, false, true, false, false])
    list.appendRowsButtonTapped(count: 1)
    #expect(list.rows.map(\.id).last == 7)
    list.createRowsButtonTapped(count: 2)
    #expect(list.rows.map(\.id) == [8, 9])
    list.clearButtonTapped()
    #expect(list.rows.isEmpty)
  }
}
