import StoreModels
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
    private var _rows: IdentifiedArrayOf<PresentingRow.State> = [PresentingRow.State(id: 1)]

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
  /// (`OptionalScopeTests`); a row's does not.
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
    withKnownIssue(
      """
      Store.stateDidChange skips every row store when the array's element stamp is unchanged, \
      and a change in place keeps it: the row's own scopes are never handed the new state, so \
      its child store is neither invalidated nor evicted, and comes back as the same store.
      """
    ) {
      #expect(child.isInvalid)
      #expect(again !== child)
    }
  }
}
