extension Reducer {
  /// Runs a child feature's reducer on one case of this feature's enum state, while the state is
  /// in that case, then this reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// }
  /// ```
  ///
  /// The child reduces the case's payload, which is embedded back. The child runs first, so it
  /// sees its action before the parent can change the case. An action for the case while the
  /// state is in another is ignored with the logged warning a ``Scope`` on a case gives, under
  /// this reducer's name (`IfCaseLet<LoggedIn>`); the parent still runs.
  ///
  /// - Parameters:
  ///   - state: This feature's state case that holds the child's state.
  ///   - action: This feature's action case that carries the child's actions.
  ///   - child: The child's reducer.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ state: CaseKeyPath<State, CaseState>,
    action: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Case
  ) -> IfCaseLetReducer<Self, Case>
  where
    State: CasePathable, Action: CasePathable, Case.State == CaseState,
    Case.Action == CaseAction
  {
    IfCaseLetReducer(
      parent: self, toChildState: State[case: state], toChildAction: Action[case: action],
      child: child())
  }
}

/// A parent reducer with the reducer of one case of its enum state run before it; made by
/// ``Reducer/ifCaseLet(_:action:then:)``.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let child: Child

  public func reduce(into state: inout Parent.State, action: Parent.Action) {
    if let childAction = toChildAction.extract(from: action) {
      // NB: The same extract, reduce and embed as a `Scope` on a case, and the same warning under
      // this reducer's name: the library's `ifCaseLet` and `Scope` report an action for another
      // case much alike (the same three causes), each naming itself.
      reduceCase(
        "IfCaseLet", state: &state, at: toChildState, child: child, childAction: childAction,
        action: action)
    }
    parent.reduce(into: &state, action: action)
  }
}
