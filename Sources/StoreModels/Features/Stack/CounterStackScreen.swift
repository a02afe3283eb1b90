extension CounterStack {
  /// One pushed screen: a counter with a stable id.
  public struct Screen: Reducer {
    /// The screen's id, shown as `#id`, and its number.
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

    /// The screen's button.
    public enum Action: Equatable {
      case incrementButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
        }
      }
    }
  }
}

// MARK: - @ObservableState, expanded by hand

extension CounterStack.Screen.State {
  public var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }
}
