extension OptionalChild {
  /// The parent: an optional child counter, and whether the parent shows its count.
  public struct Parent: Reducer {
    /// The optional child, and the parent's own flag.
    public struct State: ObservableStruct, Equatable {
      public var _$observationRegistrar = ObservationStateRegistrar()
      private var _child: Counter.State?
      private var _observesCount: Bool

      /// The child counter, while it exists.
      public var child: Counter.State? {
        get { self[tracking: \._child, \.child] }
        set { self[tracking: \._child, \.child] = newValue }
        _modify { yield &self[tracking: \._child, \.child] }
      }

      /// Whether the parent shows the child's count.
      public var observesCount: Bool {
        get { self[tracking: \._observesCount, \.observesCount] }
        set { self[tracking: \._observesCount, \.observesCount] = newValue }
        _modify { yield &self[tracking: \._observesCount, \.observesCount] }
      }

      public init(child: Counter.State? = nil, observesCount: Bool = false) {
        self._child = child
        self._observesCount = observesCount
      }
    }

    /// The parent's buttons, and the child's actions in `child`.
    public enum Action: Equatable, CasePathable {
      case toggleButtonTapped
      case observeCountButtonTapped
      case child(Counter.Action)

      /// The case paths of ``Action``: `\.child`.
      public struct AllCasePaths {
        public var child: AnyCasePath<Action, Counter.Action> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
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
