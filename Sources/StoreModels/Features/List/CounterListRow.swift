extension CounterList {
  /// A row: a counter with a stable id, whether it is the selected row, and buttons that ask
  /// the list to select or remove it.
  public struct Row: Reducer {
    /// The row's id, shown as `#id`, and its number.
    ///
    /// Observed: `count` and `isSelected` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable, Identifiable {
      public let id: Int
      fileprivate var _count: Int
      fileprivate var _isSelected: Bool
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(id: Int, count: Int = 0) {
        self.id = id
        self._count = count
        self._isSelected = false
      }
    }

    /// The row's buttons. *Select* and *Remove* are handled by the list, which owns the rows and
    /// the selection.
    public enum Action: Equatable {
      case incrementButtonTapped
      case decrementButtonTapped
      case selectButtonTapped
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
        case .selectButtonTapped, .removeButtonTapped:
          break
        }
      }
    }
  }
}

// MARK: - @ObservableState, expanded by hand

extension CounterList.Row.State {
  public var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }

  public var isSelected: Bool {
    get { self[tracking: \._isSelected, \.isSelected] }
    set { self[tracking: \._isSelected, \.isSelected] = newValue }
    _modify { yield &self[tracking: \._isSelected, \.isSelected] }
  }
}
