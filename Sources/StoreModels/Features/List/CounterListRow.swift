extension CounterList {
  /// A row: a counter with a stable id, and a button that asks the list to remove it.
  public struct Row: Reducer {
    /// The row's id, shown as `#id`, and its number.
    ///
    /// Observed: `count` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable, Identifiable {
      public let id: Int
      fileprivate var _count: Int
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(id: Int, count: Int = 0) {
        self.id = id
        self._count = count
      }
    }

    /// The row's buttons. *Remove* is handled by the list, which owns the rows.
    public enum Action: Equatable {
      case incrementButtonTapped
      case decrementButtonTapped
      case removeButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
        case .decrementButtonTapped:
          state.count -= 1
        case .removeButtonTapped:
          break
        }
      }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension CounterList.Row.State {
  public var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }
}
