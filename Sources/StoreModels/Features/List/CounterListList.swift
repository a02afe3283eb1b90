extension CounterList {
  /// The list: rows of counters, each with a stable id, a button to add one, the bulk
  /// operations of js-framework-benchmark, and one selected row.
  public struct List: Reducer {
    /// The rows, the id the next row gets, and the selected row's id.
    ///
    /// Observed: `rows`, `nextID` and `selectedID` (`@ObservableState`, expanded at the bottom).
    /// The selection is also each row's `isSelected`, which the list keeps in step: a row's view
    /// reads its own row only, so selecting a row re-renders the old and the new selection.
    public struct State: ObservableStruct, Equatable {
      fileprivate var _rows: IdentifiedArrayOf<Row.State>
      fileprivate var _nextID: Int
      fileprivate var _selectedID: Row.State.ID?
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(rows: IdentifiedArrayOf<Row.State> = [], nextID: Int = 1) {
        self._rows = rows
        self._nextID = nextID
        self._selectedID = nil
      }
    }

    /// The list's buttons, and each row's actions in `rows`.
    public enum Action: Equatable {
      case addButtonTapped
      /// Replaces every row with `count` new ones.
      case createRowsButtonTapped(count: Int)
      /// Appends `count` new rows.
      case appendRowsButtonTapped(count: Int)
      /// Increments the first row and every tenth after it.
      case updateEveryTenthRowButtonTapped
      /// Swaps the second row and the second to last.
      case swapRowsButtonTapped
      case clearButtonTapped
      case rows(IdentifiedAction<Row.State.ID, Row.Action>)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.rows.append(Row.State(id: state.nextID))
          state.nextID += 1
        case .createRowsButtonTapped(let count):
          state.rows = IdentifiedArray(uniqueElements: newRows(count, from: state.nextID))
          state.nextID += count
          state.selectedID = nil
        case .appendRowsButtonTapped(let count):
          state.rows.append(contentsOf: newRows(count, from: state.nextID))
          state.nextID += count
        case .updateEveryTenthRowButtonTapped:
          for index in stride(from: 0, to: state.rows.count, by: 10) {
            state.rows[index].count += 1
          }
        case .swapRowsButtonTapped:
          guard state.rows.count > 3 else { break }
          state.rows.swapAt(1, state.rows.count - 2)
        case .clearButtonTapped:
          state.rows.removeAll()
          state.selectedID = nil
        case .rows(.element(let id, .selectButtonTapped)):
          guard state.selectedID != id else { break }
          if let selected = state.selectedID { state.rows[id: selected]?.isSelected = false }
          state.rows[id: id]?.isSelected = true
          state.selectedID = id
        case .rows(.element(let id, .removeButtonTapped)):
          state.rows.remove(id: id)
        case .rows:
          break
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }

    private func newRows(_ count: Int, from firstID: Int) -> [Row.State] {
      (0..<count).map { Row.State(id: firstID + $0) }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension CounterList.List.State {
  public var rows: IdentifiedArrayOf<CounterList.Row.State> {
    get { self[tracking: \._rows, \.rows] }
    set { self[tracking: \._rows, \.rows] = newValue }
    _modify { yield &self[tracking: \._rows, \.rows] }
  }

  public var nextID: Int {
    get { self[tracking: \._nextID, \.nextID] }
    set { self[tracking: \._nextID, \.nextID] = newValue }
    _modify { yield &self[tracking: \._nextID, \.nextID] }
  }

  public var selectedID: CounterList.Row.State.ID? {
    get { self[tracking: \._selectedID, \.selectedID] }
    set { self[tracking: \._selectedID, \.selectedID] = newValue }
    _modify { yield &self[tracking: \._selectedID, \.selectedID] }
  }
}

extension CounterList.List.Action: CasePathable {
  /// The case paths of ``Action``: `\.rows`.
  public struct AllCasePaths {
    public var rows:
      AnyCasePath<
        CounterList.List.Action, IdentifiedAction<CounterList.Row.State.ID, CounterList.Row.Action>
      >
    {
      AnyCasePath(embed: CounterList.List.Action.rows) {
        guard case .rows(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
