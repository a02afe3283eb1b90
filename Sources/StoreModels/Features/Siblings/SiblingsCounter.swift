extension Siblings {
  /// A counter that can reset itself.
  public struct Counter: Reducer {
    /// The counter's number.
    ///
    /// Observed: `count` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      fileprivate var _count: Int
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(count: Int = 0) {
        self._count = count
      }
    }

    /// The counter's buttons.
    public enum Action: Equatable {
      case incrementButtonTapped
      case decrementButtonTapped
      case resetButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
        case .decrementButtonTapped:
          state.count -= 1
        case .resetButtonTapped:
          state = State()
        }
      }
    }
  }
}

// MARK: - @ObservableState, expanded by hand

extension Siblings.Counter.State {
  public var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }
}
