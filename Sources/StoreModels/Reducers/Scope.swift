/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that carry a child action.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) { Counter() }
/// }
/// ```
///
/// The child reduces `state[keyPath:]`; other actions are ignored. A key path writes a stored
/// property in place, but a computed one (every observed field, every derived state) with its
/// getter then its setter: the child reduces a copy that the setter stores back. So a nested
/// observable child keeps its identity, and a change inside a large collection there copies the
/// collection once (a known limitation, pinned by a test).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  private let toChildState: WritableKeyPath<ParentState, Child.State>
  private let toChildAction: AnyCasePath<ParentAction, Child.Action>
  private let child: Child

  /// - Parameters:
  ///   - state: The child's state inside the parent's.
  ///   - action: The parent's action case that carries the child's actions.
  ///   - child: The child's reducer.
  // NB: The child's state and action are generic parameters of their own, so that they are
  // inferred from the paths before the builder closure is checked.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ParentAction: CasePathable, Child.State == ChildState, Child.Action == ChildAction {
    self.toChildState = state
    self.toChildAction = ParentAction[case: action]
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) {
    guard let childAction = toChildAction.extract(from: action) else { return }
    child.reduce(into: &state[keyPath: toChildState], action: childAction)
  }
}
