import Instrumentation
import StoreModels
import TestSupport
import Testing

/// A row with an optional child of its own, which the row dismisses and presents again in place.
private struct PresentingRow: Reducer {
  struct State: ObservableStruct, Equatable, Identifiable {
    var _$observationRegistrar = ObservationStateRegistrar()
    let id: Int
    private var _child: Child.State? = Child.State()

    init(id: Int) {
      self.id = id
    }

    var child: Child.State? {
      get { self[tracking: \._child, \.child] }
      set { self[tracking: \._child, \.child] = newValue }
      _modify { yield &self[tracking: \._child, \.child] }
    }
  }

  enum Action: CasePathable, Equatable {
    case dismiss, present
    case child(Child.Action)

    struct AllCasePaths {
      var child: AnyCasePath<Action, Child.Action> {
        AnyCasePath(embed: Action.child) {
          guard case .child(let action) = $0 else { return nil }
          return action
        }
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dismiss: state.child = nil
      case .present: state.child = Child.State()
      case .child: break
      }
    }
    .ifLet(\.child, action: \.child) { Child() }
  }
}

/// A list of ``PresentingRow``s, each reduced in place by `forEach`.
private struct PresentingRows: Reducer {
  struct State: ObservableStruct, Equatable {
    var _$observationRegistrar = ObservationStateRegistrar()
    private var _rows: IdentifiedArrayOf<PresentingRow.State>

    /// `count` rows, with ids 1 through `count`.
    init(rows count: Int = 1) {
      _rows = IdentifiedArray(uniqueElements: (1...count).map { PresentingRow.State(id: $0) })
    }

    var rows: IdentifiedArrayOf<PresentingRow.State> {
      get { self[tracking: \._rows, \.rows] }
      set { self[tracking: \._rows, \.rows] = newValue }
      _modify { yield &self[tracking: \._rows, \.rows] }
    }
  }

  enum Action: CasePathable {
    case rows(IdentifiedAction<Int, PresentingRow.Action>)

    struct AllCasePaths {
      var rows: AnyCasePath<Action, IdentifiedAction<Int, PresentingRow.Action>> {
        AnyCasePath(embed: Action.rows) {
          guard case .rows(let action) = $0 else { return nil }
          return action
        }
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in }
      .forEach(\.rows, action: \.rows) { PresentingRow() }
  }
}

@Suite("A row's own child store")
struct RowChildScopeTests {
  /// Outside a list the same child goes with its state and comes back as a new store
  /// (`OptionalScopeTests`); so does a row's, though the row changed in place.
  @Test("a row's own child store goes when the row dismisses its child in place")
  func rowChildGoesWithItsState() throws {
    let store = Store(initialState: PresentingRows.State()) { PresentingRows() }
    let row = store.scope(state: \.rows, action: \.rows)[0]
    let child = try #require(row.scope(state: \.child, action: \.child))
    let reader = observe { _ = child.count }
    row.send(.dismiss)
    #expect(row.child == nil)
    // NB: told through the row's `child` field, read on the way (docs/fidelity.md, rule 1).
    #expect(reader.changed)
    row.send(.present)
    let again = try #require(row.scope(state: \.child, action: \.child))
    // NB: the array's element stamp is unchanged (the row changed in place), so a send skips
    // the row stores, but for those that cache stores of their own, as this row's does.
    #expect(child.isInvalid)
    #expect(again !== child)
  }

  /// At the lab's rules a send skips the row stores of a list changed in place, but for those
  /// that cache stores of their own. Four stores are checked however many rows there are: the
  /// root, the collection's store, the one row store that scoped a child, and that child.
  @Test("a row change still checks only the stores of rows that scope children of their own")
  func rowsWithChildStoresAreCheckedAlone() throws {
    func storesChecked(rows count: Int) throws -> Int {
      let store = Store(initialState: PresentingRows.State(rows: count)) { PresentingRows() }
      let rows = Array(store.scope(state: \.rows, action: \.rows))
      _ = try #require(rows[0].scope(state: \.child, action: \.child))
      let before = WorkCounter.storeUpdates
      rows[count / 2].send(.present)
      return WorkCounter.storeUpdates - before
    }
    #expect(try storesChecked(rows: 10) == 4)
    #expect(try storesChecked(rows: 10_000) == 4)
  }
}
