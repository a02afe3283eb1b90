extension Basics {
  /// A counter that can be incremented, decremented and reset.
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
          state.count = 0
        }
      }
    }
  }
}

// MARK: - @ObservableState, expanded by hand

extension Basics.Counter.State {
  public var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }
}
