extension Siblings {
  /// The parent: two counters, a reset-all button and a swap button.
  public struct Parent: Reducer {
    /// The counters in slot 1 and slot 2.
    ///
    /// Observed: `counter1` and `counter2` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      fileprivate var _counter1: Counter.State
      fileprivate var _counter2: Counter.State
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(
        counter1: Counter.State = Counter.State(), counter2: Counter.State = Counter.State()
      ) {
        self._counter1 = counter1
        self._counter2 = counter2
      }
    }

    /// The parent's buttons, and each counter's actions in the case named after its slot.
    public enum Action: Equatable {
      case resetAllButtonTapped
      case swapButtonTapped
      case counter1(Counter.Action)
      case counter2(Counter.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \.counter1, action: \.counter1) { Counter() }
      Scope(state: \.counter2, action: \.counter2) { Counter() }
      Reduce { state, action in
        switch action {
        case .resetAllButtonTapped:
          state.counter1 = Counter.State()
          state.counter2 = Counter.State()
        case .swapButtonTapped:
          (state.counter1, state.counter2) = (state.counter2, state.counter1)
        case .counter1, .counter2:
          break
        }
      }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension Siblings.Parent.State {
  public var counter1: Siblings.Counter.State {
    get { self[tracking: \._counter1, \.counter1] }
    set { self[tracking: \._counter1, \.counter1] = newValue }
    _modify { yield &self[tracking: \._counter1, \.counter1] }
  }

  public var counter2: Siblings.Counter.State {
    get { self[tracking: \._counter2, \.counter2] }
    set { self[tracking: \._counter2, \.counter2] = newValue }
    _modify { yield &self[tracking: \._counter2, \.counter2] }
  }
}

extension Siblings.Parent.Action: CasePathable {
  /// The case paths of ``Action``: `\.counter1`, `\.counter2`.
  public struct AllCasePaths {
    public var counter1: AnyCasePath<Siblings.Parent.Action, Siblings.Counter.Action> {
      AnyCasePath(embed: Siblings.Parent.Action.counter1) {
        guard case .counter1(let action) = $0 else { return nil }
        return action
      }
    }

    public var counter2: AnyCasePath<Siblings.Parent.Action, Siblings.Counter.Action> {
      AnyCasePath(embed: Siblings.Parent.Action.counter2) {
        guard case .counter2(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
