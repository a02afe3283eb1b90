extension CounterList {
  /// The list: rows of counters, each with a stable id, and a button to add one.
  public struct List: Reducer {
    /// The rows, and the id the next row gets.
    public struct State: ObservableStruct, Equatable {
      public var _$observationRegistrar = ObservationStateRegistrar()
      private var _rows: IdentifiedArrayOf<Row.State>
      private var _nextID: Int

      public var rows: IdentifiedArrayOf<Row.State> {
        get { self[tracking: \._rows, \.rows] }
        set { self[tracking: \._rows, \.rows] = newValue }
        _modify { yield &self[tracking: \._rows, \.rows] }
      }

      public var nextID: Int {
        get { self[tracking: \._nextID, \.nextID] }
        set { self[tracking: \._nextID, \.nextID] = newValue }
        _modify { yield &self[tracking: \._nextID, \.nextID] }
      }

      public init(rows: IdentifiedArrayOf<Row.State> = [], nextID: Int = 1) {
        self._rows = rows
        self._nextID = nextID
      }
    }

    /// The list's button, and each row's actions in `rows`.
    public enum Action: Equatable, CasePathable {
      case addButtonTapped
      case rows(IdentifiedAction<Row.State.ID, Row.Action>)

      /// The case paths of ``Action``: `\.rows`.
      public struct AllCasePaths {
        public var rows: AnyCasePath<Action, IdentifiedAction<Row.State.ID, Row.Action>> {
          AnyCasePath(embed: Action.rows) {
            guard case .rows(let action) = $0 else { return nil }
            return action
          }
        }
      }

      public static let allCasePaths = AllCasePaths()
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
