import Instrumentation

extension Reducer {
  /// Runs a presented child feature's reducer on an optional part of this feature's state, for
  /// a parent whose action case carries ``PresentationAction``s.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.child, action: \.child) { Counter() }
  /// }
  /// ```
  ///
  /// The optional field stands for the store library's `@Presents` (its `\.$child`). A
  /// ``PresentationAction/presented(_:)`` action runs the child, then this reducer; a
  /// ``PresentationAction/dismiss`` runs this reducer, so it sees the child one last time, then
  /// sets the child to `nil` unless this reducer presented another
  /// (``PresentationReducer``). A presentation action while the child is absent is logged as a
  /// warning, and this reducer still runs.
  ///
  /// - Parameters:
  ///   - state: The optional child state inside this feature's state.
  ///   - action: This feature's action case that carries the child's presentation actions.
  ///   - destination: The child's reducer.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ state: WritableKeyPath<State, DestinationState?>,
    action: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> PresentationReducer<Self, Destination>
  where
    Action: CasePathable, Destination.State == DestinationState,
    Destination.Action == DestinationAction
  {
    PresentationReducer(
      base: self, toDestinationState: state, toPresentationAction: Action[case: action],
      destination: destination())
  }
}

/// A parent reducer with a presented child's reducer; made by
/// ``Reducer/ifLet(_:action:destination:)``. The store library's `_PresentationReducer`, for
/// what the lab has: state and actions, no effects, no alerts or dialogs.
// NB: `_reduce`, `PresentationReducer.swift` lines 468–540 at HEAD d34c1dfe7a, 543–612 at 1.7.0
// (the same rules). Left out: the child's `dismiss` dependency and the effects that cancel a
// child's work when it goes, and the ephemeral states (alerts, dialogs) set to `nil` after their
// own actions.
public struct PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toDestinationState: WritableKeyPath<Base.State, Destination.State?>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let destination: Destination

  public func reduce(into state: inout Base.State, action: Base.Action) {
    let presentationAction = toPresentationAction.extract(from: action)
    switch (state[keyPath: toDestinationState], presentationAction) {
    case (let destinationState?, .dismiss?):
      // NB: the parent first; then the child goes only if the parent left the same one
      // (HEAD lines 476–483, 1.7.0 lines 551–558).
      base.reduce(into: &state, action: action)
      if PresentationIdentity(of: destinationState)
        == state[keyPath: toDestinationState].map(PresentationIdentity.init(of:))
      {
        state[keyPath: toDestinationState] = nil
      }
    case (_?, .presented(let destinationAction)?):
      // NB: the child first, so that it sees its action before the parent can dismiss it
      // (HEAD lines 485–500, 1.7.0 lines 560–575).
      destination.reduce(into: &state[keyPath: toDestinationState]!, action: destinationAction)
      base.reduce(into: &state, action: action)
    case (nil, let presentationAction?):
      // NB: reported, and the parent runs (HEAD lines 513–539, 1.7.0 lines 588–611). Of the
      // two ways the library's message gives for such an action, this one names the second,
      // a send while the state is `nil`, as `IfLetReducer`'s does.
      EventLog.record(
        reducerTypeName("Presentation", Destination.State.self, Destination.Action.self),
        .warning,
        detail: """
          ignored \(valueDescription(presentationAction)), sent to a presentation whose state \
          is nil; if it was dismissed, a store kept from before sent it
          """)
      base.reduce(into: &state, action: action)
    case (_, nil):
      base.reduce(into: &state, action: action)
    }
  }
}
