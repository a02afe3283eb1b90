extension EnumDestination {
  /// A presented note: a plain number, not an observable state, that *Next* advances.
  ///
  /// The destination's `note` case carries the number itself, so it is an enum case with a
  /// plain payload: a change of the number must be a change of the destination's identity, or
  /// every view reading it would keep showing the old number (see
  /// ``ObservableStateID/init(case:payload:)-(_,Payload)``).
  public struct Note: Reducer {
    /// The note's number.
    public typealias State = Int

    /// The note's button.
    public enum Action: Equatable {
      case nextButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .nextButtonTapped:
          state += 1
        }
      }
    }
  }
}
