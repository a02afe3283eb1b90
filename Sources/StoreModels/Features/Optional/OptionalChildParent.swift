extension OptionalChild {
  /// The parent: an optional child counter, and whether the parent shows its count.
  public struct Parent: Reducer {
    /// The optional child, and the parent's own flag.
    ///
    /// Observed: `child` and `observesCount` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      /// The child counter, while it exists.
      fileprivate var _child: Counter.State?
      /// Whether the parent shows the child's count.
      fileprivate var _observesCount: Bool
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(child: Counter.State? = nil, observesCount: Bool = false) {
        self._child = child
        self._observesCount = observesCount
      }
    }

    /// The parent's buttons, and the child's actions in `child`.
    public enum Action: Equatable {
      case toggleButtonTapped
      case observeCountButtonTapped
      case child(Counter.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .toggleButtonTapped:
          state.child = state.child == nil ? Counter.State() : nil
        case .observeCountButtonTapped:
          state.observesCount.toggle()
        case .child:
          break
        }
      }
      .ifLet(\.child, action: \.child) { Counter() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension OptionalChild.Parent.State {
  public var child: OptionalChild.Counter.State? {
    get { self[tracking: \._child, \.child] }
    set { self[tracking: \._child, \.child] = newValue }
    _modify { yield &self[tracking: \._child, \.child] }
  }

  public var observesCount: Bool {
    get { self[tracking: \._observesCount, \.observesCount] }
    set { self[tracking: \._observesCount, \.observesCount] = newValue }
    _modify { yield &self[tracking: \._observesCount, \.observesCount] }
  }
}

extension OptionalChild.Parent.Action: CasePathable {
  /// The case paths of ``Action``: `\.child`.
  public struct AllCasePaths {
    public var child: AnyCasePath<OptionalChild.Parent.Action, OptionalChild.Counter.Action> {
      AnyCasePath(embed: OptionalChild.Parent.Action.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
