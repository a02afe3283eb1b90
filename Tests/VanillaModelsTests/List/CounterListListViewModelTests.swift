import TestSupport
import Testing
import VanillaModels

/// A list of `count` rows with ids 1…`count`.
private func makeList(rows count: Int) -> CounterList.ListViewModel {
  let list = CounterList.ListViewModel()
  for _ in 0..<count { list.addButtonTapped() }
  return list
}

@Suite("CounterList.ListViewModel")
struct CounterListListViewModelTests {
  @Test("a tap on the first row notifies the row and, forwarded, the list")
  func firstRowIsForwarded() {
    let list = makeList(rows: 3)
    let events = recordedEvents { list.rows[0].incrementButtonTapped() }
    #expect(events == ["ListViewModel.objectWillChange", "RowViewModel.objectWillChange"])
  }

  @Test("a tap on another row notifies that row only")
  func otherRowsAreNotForwarded() {
    let list = makeList(rows: 3)
    observeAsViews(list.rows[2])
    let events = recordedEvents { list.rows[2].incrementButtonTapped() }
    #expect(events == ["RowViewModel.objectWillChange"])
  }

  @Test("a removed first row no longer reaches the list; the row that takes its place does")
  func forwardingFollowsTheFirstRow() {
    let list = makeList(rows: 3)
    let removed = list.rows[0]
    observeAsViews(removed)
    list.removeButtonTapped(id: removed.id)
    #expect(recordedEvents { removed.incrementButtonTapped() } == ["RowViewModel.objectWillChange"])
    #expect(
      recordedEvents { list.rows[0].incrementButtonTapped() } == [
        "ListViewModel.objectWillChange", "RowViewModel.objectWillChange",
      ])
  }

  @Test("removing a row releases it")
  func removedRowIsReleased() {
    let list = makeList(rows: 3)
    weak var weakFirst: CounterList.RowViewModel?
    weak var weakLast: CounterList.RowViewModel?
    do {
      list.rows[0].incrementButtonTapped()
      weakFirst = list.rows[0]
      weakLast = list.rows[2]
    }
    list.removeButtonTapped(id: 1)
    list.removeButtonTapped(id: 3)
    #expect(weakFirst == nil)
    #expect(weakLast == nil)
  }

  @Test("releasing the list releases every row")
  func noLeaks() {
    weak var weakList: CounterList.ListViewModel?
    var weakRows: [() -> CounterList.RowViewModel?] = []
    do {
      let list = makeList(rows: 5)
      list.rows[0].incrementButtonTapped()
      weakList = list
      weakRows = list.rows.map { row in { [weak row] in row } }
    }
    #expect(weakList == nil)
    #expect(weakRows.allSatisfy { $0() == nil })
  }
}
