extension EnumDestination {
  /// Where the parent can go: counter 1, counter 2, or a note.
  public struct Destination: Reducer {
    /// One case per destination: each counter's state, or the note's plain number.
    ///
    /// Observed through its case's identity (`@ObservableState`, expanded at the bottom).
    public enum State: Equatable {
      case counter1(Counter.State)
      case counter2(Counter.State)
      case note(Note.State)
    }

    /// Each destination's actions, in the case named after it.
    public enum Action: Equatable {
      case counter1(Counter.Action)
      case counter2(Counter.Action)
      case note(Note.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \.counter1, action: \.counter1) { Counter() }
      Scope(state: \.counter2, action: \.counter2) { Counter() }
      Scope(state: \.note, action: \.note) { Note() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension EnumDestination.Destination.State: ObservableState {
  /// In a counter's case, the presented counter's identity, tagged with the case: it changes when
  /// the case changes or the counter is replaced, not when the counter changes inside. In the
  /// note's case, the number, tagged with the case: under ``StoreRules/lab`` it changes with the
  /// number; under ``StoreRules/PlainPayload/ignored`` (1.7.0's and 1.10.0's) it stays the
  /// case's.
  ///
  /// This is the conformance `@ObservableState` generates for an enum, except for the plain
  /// payload (see ``ObservableStateID/init(case:payload:)-(_,Payload)``).
  public var _$id: ObservableStateID {
    switch self {
    case .counter1(let state): state._$id.tagged(0)
    case .counter2(let state): state._$id.tagged(1)
    case .note(let number): ObservableStateID(case: 2, payload: number)
    }
  }

  public mutating func _$willModify() {
    switch self {
    case .counter1(var state):
      state._$willModify()
      self = .counter1(state)
    case .counter2(var state):
      state._$willModify()
      self = .counter2(state)
    case .note:
      break
    }
  }
}

extension EnumDestination.Destination.State: CasePathable {
  /// The case paths of ``State``: `\.counter1`, `\.counter2`, `\.note`.
  public struct AllCasePaths {
    public var counter1:
      AnyCasePath<EnumDestination.Destination.State, EnumDestination.Counter.State>
    {
      AnyCasePath(embed: EnumDestination.Destination.State.counter1) {
        guard case .counter1(let state) = $0 else { return nil }
        return state
      }
    }

    public var counter2:
      AnyCasePath<EnumDestination.Destination.State, EnumDestination.Counter.State>
    {
      AnyCasePath(embed: EnumDestination.Destination.State.counter2) {
        guard case .counter2(let state) = $0 else { return nil }
        return state
      }
    }

    public var note: AnyCasePath<EnumDestination.Destination.State, EnumDestination.Note.State> {
      AnyCasePath(embed: EnumDestination.Destination.State.note) {
        guard case .note(let number) = $0 else { return nil }
        return number
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}

extension EnumDestination.Destination.Action: CasePathable {
  /// The case paths of ``Action``: `\.counter1`, `\.counter2`, `\.note`.
  public struct AllCasePaths {
    public var counter1:
      AnyCasePath<EnumDestination.Destination.Action, EnumDestination.Counter.Action>
    {
      AnyCasePath(embed: EnumDestination.Destination.Action.counter1) {
        guard case .counter1(let action) = $0 else { return nil }
        return action
      }
    }

    public var counter2:
      AnyCasePath<EnumDestination.Destination.Action, EnumDestination.Counter.Action>
    {
      AnyCasePath(embed: EnumDestination.Destination.Action.counter2) {
        guard case .counter2(let action) = $0 else { return nil }
        return action
      }
    }

    public var note: AnyCasePath<EnumDestination.Destination.Action, EnumDestination.Note.Action> {
      AnyCasePath(embed: EnumDestination.Destination.Action.note) {
        guard case .note(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
