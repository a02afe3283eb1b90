import StoreModels
import TestSupport
import Testing

/// The list's operations from js-framework-benchmark, on the store.
@Suite("CounterList: the benchmark's operations")
struct CounterListBenchmarkTests {
  private typealias List = CounterList.List
  private typealias Row = CounterList.Row

  private func makeStore(rows count: Int) -> StoreOf<List> {
    Store(
      initialState: List.State(
        rows: IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0 + 1) }),
        nextID: count + 1)
    ) { List() }
  }

  @Test(
    "create replaces every row with new ids and forgets the selection; an added row follows them")
  func create() {
    let store = makeStore(rows: 3)
    store.send(.rows(.element(id: 2, action: .selectButtonTapped)))
    store.send(.createRowsButtonTapped(count: 4))
    #expect(store.rows.ids == [4, 5, 6, 7])
    #expect(store.selectedID == nil)
    #expect(store.rows.allSatisfy { !$0.isSelected })
    store.send(.addButtonTapped)
    #expect(store.rows.ids == [4, 5, 6, 7, 8])
  }

  @Test("append adds rows after the last with the next ids, and tells the list's readers")
  func append() {
    let store = makeStore(rows: 2)
    let reader = observe { _ = store.rows.count }
    let log = recordedEvents { store.send(.appendRowsButtonTapped(count: 3)) }
    #expect(store.rows.ids == [1, 2, 3, 4, 5])
    #expect(reader.changed)
    #expect(log == [])
    #expect(store.nextID == 6)
  }

  @Test("update increments the first row and every tenth after it, and only those")
  func updateEveryTenth() {
    let store = makeStore(rows: 25)
    store.send(.updateEveryTenthRowButtonTapped)
    #expect(store.rows.filter { $0.count == 1 }.map(\.id) == [1, 11, 21])
    #expect(store.rows.filter { $0.count == 0 }.count == 22)
  }

  @Test("swap exchanges the second row and the second to last; four rows are the fewest")
  func swap() {
    let store = makeStore(rows: 6)
    store.send(.swapRowsButtonTapped)
    #expect(store.rows.ids == [1, 5, 3, 4, 2, 6])
    store.send(.swapRowsButtonTapped)
    #expect(store.rows.ids == [1, 2, 3, 4, 5, 6])
    let four = makeStore(rows: 4)
    four.send(.swapRowsButtonTapped)
    #expect(four.rows.ids == [1, 3, 2, 4])
    // NB: two rows, not three: in three the second row is the second to last, a swap or not.
    let two = makeStore(rows: 2)
    two.send(.swapRowsButtonTapped)
    #expect(two.rows.ids == [1, 2])
  }

  @Test("clear removes every row and the selection")
  func clear() {
    let store = makeStore(rows: 3)
    store.send(.rows(.element(id: 1, action: .selectButtonTapped)))
    store.send(.clearButtonTapped)
    #expect(store.rows.isEmpty)
    #expect(store.selectedID == nil)
  }

  @Test("selecting a row deselects the old one; its readers and the new one's are told")
  func select() {
    let store = makeStore(rows: 3)
    let rows = store.scope(state: \.rows, action: \.rows)
    store.send(.rows(.element(id: 1, action: .selectButtonTapped)))
    let first = observe { _ = rows[0].isSelected }
    let second = observe { _ = rows[1].isSelected }
    let third = observe { _ = rows[2].isSelected }
    store.send(.rows(.element(id: 2, action: .selectButtonTapped)))
    #expect(store.rows.map(\.isSelected) == [false, true, false])
    #expect(first.changed && second.changed && !third.changed)
    let again = observe { _ = rows[1].isSelected }
    store.send(.rows(.element(id: 2, action: .selectButtonTapped)))
    #expect(!again.changed)
  }
}

@Suite("IdentifiedArray: bulk changes")
struct IdentifiedArrayBulkTests {
  private typealias Row = CounterList.Row

  @Test("append(contentsOf:), swapAt and removeAll keep every id at its position")
  func idsFollowTheElements() {
    var array = IdentifiedArray(uniqueElements: [Row.State(id: 1), Row.State(id: 2)])
    array.append(contentsOf: [Row.State(id: 3), Row.State(id: 4)])
    #expect(array.ids == [1, 2, 3, 4])
    array.swapAt(0, 3)
    #expect(array.ids == [4, 2, 3, 1])
    #expect(array.map(\.id) == [4, 2, 3, 1])
    #expect(array.index(id: 4) == 0 && array.index(id: 1) == 3)
    array.removeAll()
    #expect(array.isEmpty && array.ids.isEmpty && array.index(id: 2) == nil)
  }
}
