extension EnumDestination {
  /// The parent: presents counter 1, counter 2, a note, or nothing.
  public struct Parent: Reducer {
    /// The presented destination, if any.
    ///
    /// Observed: `destination` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      fileprivate var _destination: Destination.State?
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(destination: Destination.State? = nil) {
        self._destination = destination
      }
    }

    /// The parent's buttons, and the destination's actions in `destination`.
    public enum Action: Equatable {
      case toggle1ButtonTapped
      case toggle2ButtonTapped
      case toggleNoteButtonTapped
      case destination(Destination.Action)
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

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension EnumDestination.Parent.State {
  public var destination: EnumDestination.Destination.State? {
    get { self[tracking: \._destination, \.destination] }
    set { self[tracking: \._destination, \.destination] = newValue }
    _modify { yield &self[tracking: \._destination, \.destination] }
  }
}

extension EnumDestination.Parent.Action: CasePathable {
  /// The case paths of ``Action``: `\.destination`.
  public struct AllCasePaths {
    public var destination:
      AnyCasePath<EnumDestination.Parent.Action, EnumDestination.Destination.Action>
    {
      AnyCasePath(embed: EnumDestination.Parent.Action.destination) {
        guard case .destination(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
