extension EnumDestination {
  /// The parent: presents counter 1, counter 2, a note, or nothing.
  public struct Parent: Reducer {
    /// The presented destination, if any.
    public struct State: ObservableStruct, Equatable {
      public var _$observationRegistrar = ObservationStateRegistrar()
      private var _destination: Destination.State?

      public var destination: Destination.State? {
        get { self[tracking: \._destination, \.destination] }
        set { self[tracking: \._destination, \.destination] = newValue }
        _modify { yield &self[tracking: \._destination, \.destination] }
      }

      public init(destination: Destination.State? = nil) {
        self._destination = destination
      }
    }

    /// The parent's buttons, and the destination's actions in `destination`.
    public enum Action: Equatable, CasePathable {
      case toggle1ButtonTapped
      case toggle2ButtonTapped
      case toggleNoteButtonTapped
      case destination(Destination.Action)

      /// The case paths of ``Action``: `\.destination`.
      public struct AllCasePaths {
        public var destination: AnyCasePath<Action, Destination.Action> {
          AnyCasePath(embed: Action.destination) {
            guard case .destination(let action) = $0 else { return nil }
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
        case .toggle1ButtonTapped:
          if case .counter1? = state.destination {
            state.destination = nil
          } else {
            state.destination = .counter1(Counter.State())
          }
        case .toggle2ButtonTapped:
          if case .counter2? = state.destination {
            state.destination = nil
          } else {
            state.destination = .counter2(Counter.State())
          }
        case .toggleNoteButtonTapped:
          if case .note? = state.destination {
            state.destination = nil
          } else {
            state.destination = .note(0)
          }
        case .destination(.counter1(.dismissButtonTapped)),
          .destination(.counter2(.dismissButtonTapped)):
          state.destination = nil
        case .destination:
          break
        }
      }
      .ifLet(\.destination, action: \.destination) { Destination() }
    }
  }
}
