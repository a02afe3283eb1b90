extension CounterList {
  /// The list: rows of counters, each with a stable id, and a button to add one.
  public struct List: Reducer {
    /// The rows, and the id the next row gets.
    ///
    /// Observed: `rows` and `nextID` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      fileprivate var _rows: IdentifiedArrayOf<Row.State>
      fileprivate var _nextID: Int
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(rows: IdentifiedArrayOf<Row.State> = [], nextID: Int = 1) {
        self._rows = rows
        self._nextID = nextID
      }
    }

    /// The list's button, and each row's actions in `rows`.
    public enum Action: Equatable {
      case addButtonTapped
      case rows(IdentifiedAction<Row.State.ID, Row.Action>)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.rows.append(Row.State(id: state.nextID))
          state.nextID += 1
        case .rows(.element(let id, .removeButtonTapped)):
          state.rows.remove(id: id)
        case .rows:
          break
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
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
