import Instrumentation

extension Reducer {
  /// Runs a child feature's reducer on an optional part of this feature's state, while it is
  /// present, then this reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.child, action: \.child) { Counter() }
  /// }
  /// ```
  ///
  /// The child runs first, so it sees its action before the parent can dismiss it. An action for
  /// an absent child is ignored with a logged warning: a cached store whose child has gone is
  /// invalid and never sends one, but a store scoped with closures (legacy) or a direct send can.
  ///
  /// - Parameters:
  ///   - state: The optional child state inside this feature's state.
  ///   - action: This feature's action case that carries the child's actions.
  ///   - wrapped: The child's reducer.
  // NB: Disfavoured, so that a case path to a ``PresentationAction`` case picks the presentation
  // `ifLet` (``PresentationReducer``) even where a reducer of the presentation actions would also
  // fit this one (an empty block); the library tells the two apart by their state, a
  // `PresentationState` and a plain optional, which the lab's features share.
  @_disfavoredOverload
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ state: WritableKeyPath<State, WrappedState?>,
    action: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped
  ) -> IfLetReducer<Self, Wrapped>
  where Action: CasePathable, Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    IfLetReducer(
      parent: self, toWrappedState: state, toWrappedAction: Action[case: action],
      wrapped: wrapped())
  }
}

/// A parent reducer with an optional child's reducer run before it; made by
/// ``Reducer/ifLet(_:action:then:)``.
public struct IfLetReducer<Parent: Reducer, Wrapped: Reducer>: Reducer {
  let parent: Parent
  let toWrappedState: WritableKeyPath<Parent.State, Wrapped.State?>
  let toWrappedAction: AnyCasePath<Parent.Action, Wrapped.Action>
  let wrapped: Wrapped

  public func reduce(into state: inout Parent.State, action: Parent.Action) {
    if let wrappedAction = toWrappedAction.extract(from: action) {
      if state[keyPath: toWrappedState] != nil {
        wrapped.reduce(into: &state[keyPath: toWrappedState]!, action: wrappedAction)
      } else {
        EventLog.record(
          reducerTypeName("IfLet", Wrapped.State.self, Wrapped.Action.self), .warning,
          detail: """
            ignored \(valueDescription(wrappedAction)), sent to a child whose state is nil; \
            if it was dismissed, a store kept from before sent it
            """)
      }
    }
    parent.reduce(into: &state, action: action)
  }
}
