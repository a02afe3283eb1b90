import Instrumentation
import StoreModels
import TestSupport
import Testing

@Suite("Scope to an identified collection")
struct CollectionScopeTests {
  private typealias List = CounterList.List
  private typealias Row = CounterList.Row

  private func makeStore(rows count: Int, rules: StoreRules = .lab) -> StoreOf<CounterList.List> {
    Store(
      initialState: List.State(
        rows: IdentifiedArray(uniqueElements: (1...count).map { Row.State(id: $0) }),
        nextID: count + 1),
      rules: rules
    ) { List() }
  }

  @Test("row stores are created only for the positions accessed")
  func rowStoresAreLazy() {
    let store = makeStore(rows: 3)
    let log = recordedEvents {
      let rows = store.scope(state: \.rows, action: \.rows)
      _ = rows[1]
    }
    #expect(
      log == [
        "IdentifiedStoreOf<CounterList.Row>.init", "IdentifiedStoreOf<CounterList.Row>.scope",
        "StoreOf<CounterList.List>.scope", "StoreOf<CounterList.Row>.init",
      ])
  }

  @Test("scoping to a row twice returns the identical store, wherever the row has moved")
  func rowStoreIsCachedByID() {
    let store = makeStore(rows: 3)
    let third = store.scope(state: \.rows, action: \.rows)[2]
    store.send(.rows(.element(id: 1, action: .removeButtonTapped)))
    #expect(store.scope(state: \.rows, action: \.rows)[1] === third)
  }

  @Test("incrementing a row that is not the first invalidates only that row's reader")
  func rowChangeNotifiesOnlyItsReader() {
    let store = makeStore(rows: 3)
    let rows = store.scope(state: \.rows, action: \.rows)
    let list = observe { _ = store.scope(state: \.rows, action: \.rows).count }
    let first = observe { _ = rows[0].count }
    let second = observe { _ = rows[1].count }
    rows[1].send(.incrementButtonTapped)
    #expect(!list.changed)
    #expect(!first.changed)
    #expect(second.changed)
  }

  /// The store library's behaviour (swift-composable-architecture#2972): a row's reader reads
  /// its row through the list's `rows` field, whose ids an add changes.
  @Test("adding a row invalidates the list's reader and every row's reader, who read the rows")
  func addNotifiesListAndRows() {
    let store = makeStore(rows: 2)
    let rows = store.scope(state: \.rows, action: \.rows)
    let list = observe { _ = store.scope(state: \.rows, action: \.rows).count }
    let first = observe { _ = rows[0].count }
    store.send(.addButtonTapped)
    #expect(list.changed)
    #expect(first.changed)
  }

  /// How a list names its row stores: by identity, as SwiftUI's `ForEach` identifies a store by
  /// the object (the library's `Store` is `Identifiable`), not by reading the row.
  @Test(
    "a row store's elementID is its row's id, and reading it observes nothing",
    arguments: [StoreRules.lab, .release1_7])
  func elementIDIsUnobserved(rules: StoreRules) {
    let store = makeStore(rows: 2, rules: rules)
    // NB: made before observing: a store's creation reads its state (the creating read).
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    var ids: [Int] = []
    let lister = observe { ids = rows.map(\.elementID) }
    let reader = observe { _ = rows[1].id }
    store.send(.addButtonTapped)
    store.send(.rows(.element(id: 1, action: .removeButtonTapped)))
    #expect(ids == [1, 2])
    #expect(!lister.changed)
    // NB: the same id read through the state is observed on the way, through the list's `rows`.
    #expect(reader.changed)
    #expect(store.scope(state: \.rows, action: \.rows).map(\.elementID) == [2, 3])
    // The removed row's store, gone from the collection (evicted or kept), keeps its id.
    #expect(rows[0].elementID == 1)
  }

  @Test("scoping the rows after adding one creates exactly one store")
  func addCreatesOneStore() {
    let store = makeStore(rows: 2)
    _ = Array(store.scope(state: \.rows, action: \.rows))
    store.send(.addButtonTapped)
    let log = recordedEvents { _ = Array(store.scope(state: \.rows, action: \.rows)) }
    #expect(log == ["IdentifiedStoreOf<CounterList.Row>.scope", "StoreOf<CounterList.Row>.init"])
  }

  @Test("removing a row evicts its store, which is released with the last reference")
  func removeEvicts() {
    let store = makeStore(rows: 2)
    _ = Array(store.scope(state: \.rows, action: \.rows))
    let log = recordedEvents { store.send(.rows(.element(id: 1, action: .removeButtonTapped))) }
    #expect(log == ["StoreOf<CounterList.Row>.deinit"])
  }

  @Test("a one-row change in a 100,000-row list does not copy the rows")
  func oneRowChangeDoesNotCopy() {
    let store = makeStore(rows: 100_000)
    let before = store.rows.withUnsafeBufferPointer(\.baseAddress)
    store.send(.rows(.element(id: 500, action: .incrementButtonTapped)))
    #expect(store.rows.withUnsafeBufferPointer(\.baseAddress) == before)
    #expect(store.rows[id: 500]?.count == 1)
  }

  @Test("a one-row change sent by a row store in a 100,000-row list does not copy the rows")
  func oneRowChangeFromRowStoreDoesNotCopy() {
    let store = makeStore(rows: 100_000)
    let row = store.scope(state: \.rows, action: \.rows)[499]
    let before = store.rows.withUnsafeBufferPointer(\.baseAddress)
    row.send(.incrementButtonTapped)
    #expect(store.rows.withUnsafeBufferPointer(\.baseAddress) == before)
    #expect(row.count == 1)
  }

  /// Every row's store is cached (as a list view that shows all rows makes them). A row's change
  /// reaches the root, the list and the rows' collection store, and stops there: the collection's
  /// ids and elements were only modified in place, so no row store needs its identity checked.
  @Test("a one-row change updates the same number of stores whatever the number of rows")
  func oneRowChangeUpdatesConstantStores() {
    func storesUpdated(rows count: Int) -> Int {
      let store = makeStore(rows: count)
      let rows = store.scope(state: \.rows, action: \.rows)
      let rowStores = Array(rows)
      let before = WorkCounter.storeUpdates
      rowStores[count / 2].send(.incrementButtonTapped)
      return WorkCounter.storeUpdates - before
    }
    #expect(storesUpdated(rows: 10) == 2)
    #expect(storesUpdated(rows: 10_000) == 2)
  }

  /// Selecting a row writes two rows through the array's modify accessor by id from the list's
  /// own reducer (`rows[id: id]?.isSelected = true`), and updating every tenth row writes them
  /// through the one by position (`rows[index].count += 1`). The accessors compare each row's
  /// identity before and after; all are modified in place, so the array is not stamped and, as
  /// for a row's own change, no row store needs its identity checked: the 2 stores updated are
  /// the root's (the list) and the rows' collection store, at any number of rows.
  @Test(
    "rows the list's reducer writes in place update the same number of stores at any size",
    arguments: [InPlaceWrite.selection, .everyTenthRow])
  func inPlaceWritesThroughModifyUpdateConstantStores(write: InPlaceWrite) {
    func storesUpdated(rows count: Int) -> Int {
      let store = makeStore(rows: count)
      let rowStores = Array(store.scope(state: \.rows, action: \.rows))
      rowStores[0].send(.selectButtonTapped)
      let before = WorkCounter.storeUpdates
      switch write {
      case .selection: rowStores[count / 2].send(.selectButtonTapped)
      case .everyTenthRow: store.send(.updateEveryTenthRowButtonTapped)
      }
      let updated = WorkCounter.storeUpdates - before
      switch write {
      case .selection: #expect(!rowStores[0].isSelected && rowStores[count / 2].isSelected)
      case .everyTenthRow: #expect(rowStores[10].count == 1 && rowStores[11].count == 0)
      }
      return updated
    }
    #expect(storesUpdated(rows: 20) == 2)
    #expect(storesUpdated(rows: 10_000) == 2)
  }

  /// A write of rows in place by the list's reducer, through one of the array's accessors.
  enum InPlaceWrite: Sendable {
    /// By id: the old and the new selected row.
    case selection
    /// By position: every tenth row's count.
    case everyTenthRow
  }

  /// Every release reduces a copy of the root's state and assigns it back, so the stored state
  /// still holds the rows' buffer while the reducer writes one of them: the write copies them
  /// all (``StoreRules/Propagation/everyStore``).
  @Test("at every release's propagation, a one-row change copies the rows")
  func oneRowChangeCopiesAtEveryRelease() {
    let store = makeStore(rows: 1_000, rules: .release1_7)
    let row = store.scope(state: \.rows, action: \.rows)[499]
    let before = store.rows.withUnsafeBufferPointer(\.baseAddress)
    row.send(.incrementButtonTapped)
    #expect(store.rows.withUnsafeBufferPointer(\.baseAddress) != before)
    #expect(row.count == 1)
  }

  /// Every release's store checks its state's identity after every send, each through its own
  /// subscription to the root, so a row's change reaches every row store the list made. The lab
  /// walks its cache: the root, the collection's store and each row's, n + 2 (the library's
  /// collection store, over plain state, subscribes to nothing: n + 1 there).
  @Test("at every release's propagation, a one-row change checks every row store")
  func oneRowChangeChecksEveryRowStoreAtEveryRelease() {
    func storesUpdated(rows count: Int) -> Int {
      let store = makeStore(rows: count, rules: .release1_7)
      let rowStores = Array(store.scope(state: \.rows, action: \.rows))
      let before = WorkCounter.storeUpdates
      rowStores[count / 2].send(.incrementButtonTapped)
      return WorkCounter.storeUpdates - before
    }
    #expect(storesUpdated(rows: 10) == 12)
    #expect(storesUpdated(rows: 10_000) == 10_002)
  }
}
