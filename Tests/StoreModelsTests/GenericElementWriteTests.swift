import Instrumentation
import StoreModels
import TestSupport
import Testing

/// Rows written through an identified array's own modify accessors, from code generic over any
/// element, under the lab's rules (``StoreRules/Propagation/changedStores``): the accessors
/// cannot compare the main-actor identity, so they stamp the row as replaced, and every row store
/// checks its identity after the send, as at every release's rules.
@Suite("Element writes from generic code")
struct GenericElementWriteTests {
  private typealias List = CounterList.List
  private typealias Row = CounterList.Row

  /// Sends a list of `count` rows (each at 5) a clear button that makes `write` instead, with
  /// every row's store cached, as a list view that shows all rows makes them, and the readers of
  /// the written row's store observed.
  private func send(_ write: GenericWrite, rows count: Int) -> Outcome {
    let store = Store(
      initialState: List.State(
        rows: IdentifiedArray(uniqueElements: (1...count).map { Row.State(id: $0, count: 5) })),
      rules: .lab
    ) {
      Reduce<List.State, List.Action> { state, action in
        if action == .clearButtonTapped { write.apply(to: &state.rows) }
      }
    }
    let rowStores = Array(store.scope(state: \.rows, action: \.rows))
    let reader = observe { _ = rowStores[write.position].count }
    let before = WorkCounter.storeUpdates
    store.send(.clearButtonTapped)
    return Outcome(
      updated: WorkCounter.storeUpdates - before, told: reader.changed,
      count: rowStores[write.position].count)
  }

  /// What the send did: the stores it updated, whether the written row's readers were told, and
  /// the row's count after (5 before, 0 once replaced).
  private struct Outcome: Equatable {
    let updated: Int
    let told: Bool
    let count: Int
  }

  /// The root, the rows' collection store and every row's: n + 2.
  @Test("a row replaced from generic code invalidates the readers of its store")
  func replacementNotifies() {
    for count in [20, 1_000] {
      #expect(
        send(.replaced(count / 2), rows: count)
          == Outcome(updated: count + 2, told: true, count: 0))
    }
  }

  /// The accessor cannot tell a row modified in place from a replaced one, so it is checked as
  /// one: n + 2 stores, where the overloads for observable rows check 2 (`CollectionScopeTests`).
  @Test("a row modified in place from generic code has every row store checked")
  func inPlaceWriteChecksEveryRowStore() {
    #expect(send(.inPlace(3), rows: 20) == Outcome(updated: 22, told: true, count: 6))
  }

  /// Rows without an identity (the view-store era's plain states) have nothing a store could
  /// check: the list's 2 stores are updated, as for an observable row modified in place.
  @Test("a plain row written from generic code updates only the list's two stores")
  func plainRowWriteUpdatesNoRowStore() {
    let store = Store(
      initialState: PlainList.State(
        rows: IdentifiedArray(uniqueElements: (1...20).map { PlainList.Row(id: $0) }))
    ) {
      Reduce<PlainList.State, PlainList.Action> { state, action in
        if case .bump(let position) = action { modify(&state.rows, at: position) { $0.count += 1 } }
      }
    }
    let rowStores = Array(store.scope(state: \.rows, action: \.rows))
    let before = WorkCounter.storeUpdates
    store.send(.bump(position: 3))
    #expect(WorkCounter.storeUpdates - before == 2)
    #expect(rowStores[3].withState(\.count) == 1)
  }
}

/// A row written from code generic over any element.
private enum GenericWrite {
  /// The row at the position, its count incremented in place.
  case inPlace(Int)
  /// The row at the position, replaced by a new one with its id.
  case replaced(Int)

  var position: Int {
    switch self {
    case .inPlace(let position), .replaced(let position): position
    }
  }

  func apply(to rows: inout IdentifiedArrayOf<CounterList.Row.State>) {
    switch self {
    case .inPlace(let position): modify(&rows, at: position) { $0.count += 1 }
    case .replaced(let position):
      let id = rows.ids[position]
      replace(&rows, id: id, with: CounterList.Row.State(id: id))
    }
  }
}

/// Modifies the row at `position` through the array's own accessor by position, as any code
/// generic over the element does.
private func modify<Element>(
  _ rows: inout IdentifiedArray<Int, Element>, at position: Int, _ body: (inout Element) -> Void
) {
  body(&rows[position])
}

/// Assigns the row with `id` through the array's own modify accessor by id.
private func replace<Element>(
  _ rows: inout IdentifiedArray<Int, Element>, id: Int, with element: Element
) {
  rows[id: id]! = element
}

/// A list of plain rows, without an identity, as the view-store era's states are.
private enum PlainList {
  struct Row: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
  }

  enum Action: CasePathable {
    case bump(position: Int)
    case rows(IdentifiedAction<Int, Never>)

    struct AllCasePaths {
      var rows: AnyCasePath<Action, IdentifiedAction<Int, Never>> {
        AnyCasePath(embed: Action.rows) {
          guard case .rows(let action) = $0 else { return nil }
          return action
        }
      }
    }

    static let allCasePaths = AllCasePaths()
  }
}
