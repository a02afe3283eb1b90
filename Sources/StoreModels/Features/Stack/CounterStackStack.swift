extension CounterStack {
  /// The navigation stack: its screens, bottom first, and the root's push and pop buttons.
  public struct Stack: Reducer {
    /// The pushed screens, bottom first, and the id the next screen gets.
    ///
    /// Observed: `screens` and `nextID` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      fileprivate var _screens: IdentifiedArrayOf<Screen.State>
      fileprivate var _nextID: Int
      public var _$observationRegistrar = ObservationStateRegistrar()

      /// A stack of `size` screens at 0, with ids 1 through `size`, bottom first.
      public init(size: Int = 0) {
        self._screens = IdentifiedArrayOf(
          uniqueElements: (0..<size).map { Screen.State(id: $0 + 1) })
        self._nextID = size + 1
      }
    }

    /// The root's buttons, and each screen's actions in `screens`.
    public enum Action: Equatable {
      case pushButtonTapped
      case popButtonTapped
      case screens(IdentifiedAction<Screen.State.ID, Screen.Action>)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .pushButtonTapped:
          state.screens.append(Screen.State(id: state.nextID))
          state.nextID += 1
        case .popButtonTapped:
          guard !state.screens.isEmpty else { return }
          state.screens.remove(at: state.screens.count - 1)
        case .screens:
          break
        }
      }
      .forEach(\.screens, action: \.screens) { Screen() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension CounterStack.Stack.State {
  public var screens: IdentifiedArrayOf<CounterStack.Screen.State> {
    get { self[tracking: \._screens, \.screens] }
    set { self[tracking: \._screens, \.screens] = newValue }
    _modify { yield &self[tracking: \._screens, \.screens] }
  }

  public var nextID: Int {
    get { self[tracking: \._nextID, \.nextID] }
    set { self[tracking: \._nextID, \.nextID] = newValue }
    _modify { yield &self[tracking: \._nextID, \.nextID] }
  }
}

extension CounterStack.Stack.Action: CasePathable {
  /// The case paths of ``Action``: `\.screens`.
  public struct AllCasePaths {
    public var screens:
      AnyCasePath<
        CounterStack.Stack.Action,
        IdentifiedAction<CounterStack.Screen.State.ID, CounterStack.Screen.Action>
      >
    {
      AnyCasePath(embed: CounterStack.Stack.Action.screens) {
        guard case .screens(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
