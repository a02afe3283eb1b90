extension CounterStack {
  /// One pushed screen: a counter with a stable id.
  public struct Screen: Reducer {
    /// The screen's id, shown as `#id`, and its number.
    public struct State: ObservableStruct, Equatable, Identifiable {
      public var _$observationRegistrar = ObservationStateRegistrar()
      public let id: Int
      private var _count: Int

      public var count: Int {
        get { self[tracking: \._count, \.count] }
        set { self[tracking: \._count, \.count] = newValue }
        _modify { yield &self[tracking: \._count, \.count] }
      }

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
