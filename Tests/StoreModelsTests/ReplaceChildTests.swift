import StoreModels
import TestSupport
import Testing

@Suite("Replacing a child")
struct ReplaceChildTests {
  private typealias Parent = Siblings.Parent

  @Test("replacing a child with a fresh value invalidates its readers, even with equal fields")
  func resetSelfNotifiesReaders() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    let reader = observe { _ = counter1.count }
    counter1.send(.resetButtonTapped)
    #expect(reader.changed)
  }

  @Test("replacing a child with a fresh value does not invalidate its sibling's readers")
  func resetSelfIsSilentForSibling() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    let counter2 = store.scope(state: \.counter2, action: \.counter2)
    let sibling = observe { _ = counter2.count }
    let parent = observe {
      _ = store.scope(state: \.counter1, action: \.counter1)
      _ = store.scope(state: \.counter2, action: \.counter2)
    }
    counter1.send(.resetButtonTapped)
    #expect(!sibling.changed)
    #expect(!parent.changed)
  }

  @Test("swapping two children invalidates the readers of both")
  func swapNotifiesBoth() {
    let store = Store(initialState: Parent.State(counter1: .init(count: 1))) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    let counter2 = store.scope(state: \.counter2, action: \.counter2)
    let first = observe { _ = counter1.count }
    let second = observe { _ = counter2.count }
    store.send(.swapButtonTapped)
    #expect(first.changed)
    #expect(second.changed)
    #expect(counter2.count == 1)
  }

  @Test("a change made after a reset reaches the readers of the new value")
  func readersFollowTheNewValue() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter1 = store.scope(state: \.counter1, action: \.counter1)
    counter1.send(.resetButtonTapped)
    let reader = observe { _ = counter1.count }
    counter1.send(.incrementButtonTapped)
    #expect(reader.changed)
  }

  @Test("a row whose own reducer replaces its state invalidates the readers of its store")
  func rowReplacedByItsReducerNotifies() {
    typealias List = CounterList.List
    typealias Row = CounterList.Row
    // NB: the rows' reducer replaces a row on decrement: a new identity that no field reports,
    // so `forEach` stamps the array for the row's store to check after the send.
    let store = Store(initialState: List.State(rows: [Row.State(id: 1, count: 2)])) {
      Reduce<List.State, List.Action> { _, _ in }
        .forEach(\.rows, action: \.rows) {
          Reduce<Row.State, Row.Action> { state, action in
            if action == .decrementButtonTapped { state = Row.State(id: state.id) }
          }
        }
    }
    let row = store.scope(state: \.rows, action: \.rows)[0]
    let reader = observe { _ = row.count }
    row.send(.decrementButtonTapped)
    #expect(reader.changed)
    #expect(row.count == 0)
  }

  @Test("replacing a row by its position invalidates the readers of the row's store")
  func rowReplacedByPositionNotifies() {
    typealias List = CounterList.List
    typealias Row = CounterList.Row
    // NB: a fresh row of the same id: the array keeps its ids, so its field tells nobody, and
    // only the replacement stamp has the row's store check its identity after the send.
    let store = Store(initialState: List.State(rows: [Row.State(id: 1, count: 2)])) {
      Reduce<List.State, List.Action> { state, action in
        if action == .clearButtonTapped { state.rows[0] = Row.State(id: 1) }
      }
    }
    let row = store.scope(state: \.rows, action: \.rows)[0]
    let reader = observe { _ = row.count }
    store.send(.clearButtonTapped)
    #expect(reader.changed)
    #expect(row.count == 0)
  }

  /// A row replaced through a subscript's modify accessor
  /// (`rows[id: 1]! = …`, or `rows[0]` passed `inout`) must stamp the array as a setter does, or
  /// the lab's rules, which skip the row stores of an array changed in place
  /// (``StoreRules/Propagation/changedStores``), never have the row's store check its identity;
  /// every release's rules check it anyway. From code generic over any element, the array's own
  /// accessors stamp the row as replaced, since they cannot compare its
  /// identity (once a known issue; `GenericElementWriteTests`).
  @Test(
    "replacing a row through a modify accessor invalidates the readers of the row's store",
    arguments: [StoreRules.release1_7, .lab], ModifyAccessor.allCases)
  func rowReplacedThroughModifyNotifies(rules: StoreRules, accessor: ModifyAccessor) {
    typealias List = CounterList.List
    typealias Row = CounterList.Row
    let store = Store(
      initialState: List.State(rows: [Row.State(id: 1, count: 2)]), rules: rules
    ) {
      Reduce<List.State, List.Action> { state, action in
        if action == .clearButtonTapped { accessor.replaceFirstRow(of: &state.rows) }
      }
    }
    let row = store.scope(state: \.rows, action: \.rows)[0]
    let reader = observe { _ = row.count }
    store.send(.clearButtonTapped)
    #expect(row.count == 0)
    #expect(reader.changed)
  }

  /// The modify accessors of an identified array, each handed a fresh row 1.
  enum ModifyAccessor: CaseIterable, Sendable {
    /// `rows[id: 1]! = …`
    case byID
    /// `rows[0]` passed `inout` to a function that assigns it.
    case byPosition
    /// `rows[id: 1]! = …` in a function generic over any element, which the overloads for
    /// observable elements (`IdentifiedArray+ReplacedElements`) cannot reach: the array's own
    /// accessor stamps the row as replaced (`noteUncomparedWrite()`).
    case inGenericCode

    func replaceFirstRow(of rows: inout IdentifiedArrayOf<CounterList.Row.State>) {
      switch self {
      case .byID: rows[id: 1]! = CounterList.Row.State(id: 1)
      case .byPosition: assign(&rows[0], CounterList.Row.State(id: 1))
      case .inGenericCode: replace(id: 1, in: &rows, with: CounterList.Row.State(id: 1))
      }
    }

    private func assign<Value>(_ value: inout Value, _ newValue: Value) {
      value = newValue
    }

    private func replace<Element>(
      id: Int, in rows: inout IdentifiedArray<Int, Element>, with element: Element
    ) {
      rows[id: id]! = element
    }
  }
}
