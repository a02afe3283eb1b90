/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that carry a child action.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) { Counter() }
/// }
/// ```
///
/// The part is a field (a writable key path) or, when the parent's state is an enum, one of its
/// cases (a case key path): the child reduces the case's payload only while the state is in that
/// case; other actions are ignored.
///
/// A key path writes a stored property in place, but a computed one (every observed field, every
/// derived state) with its getter then its setter: the child reduces a copy that the setter
/// stores back. So a nested observable child keeps its identity, and a change inside a large
/// collection there copies the collection once (a known limitation, pinned by a test;
/// ``Reducer/forEach(_:action:element:)`` avoids it for identified arrays). A case is likewise
/// extracted, reduced and embedded back; an action for a case the state is not in is ignored with
/// a logged warning.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child's state is: a field, or an enum case.
  private enum StatePath {
    case field(WritableKeyPath<ParentState, Child.State>)
    case enumCase(AnyCasePath<ParentState, Child.State>)
  }

  private let toChildState: StatePath
  private let toChildAction: AnyCasePath<ParentAction, Child.Action>
  private let child: Child

  /// A child whose state is a field of the parent's.
  ///
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
    self.toChildState = .field(state)
    self.toChildAction = ParentAction[case: action]
    self.child = child()
  }

  /// A child whose state is one case of the parent's enum state.
  ///
  /// - Parameters:
  ///   - state: The parent's state case that holds the child's state.
  ///   - action: The parent's action case that carries the child's actions.
  ///   - child: The child's reducer.
  public init<ChildState, ChildAction>(
    state: CaseKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  )
  where
    ParentState: CasePathable, ParentAction: CasePathable, Child.State == ChildState,
    Child.Action == ChildAction
  {
    self.toChildState = .enumCase(ParentState[case: state])
    self.toChildAction = ParentAction[case: action]
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) {
    guard let childAction = toChildAction.extract(from: action) else { return }
    switch toChildState {
    case .field(let keyPath):
      child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case .enumCase(let casePath):
      reduceCase(
        "Scope", state: &state, at: casePath, child: child, childAction: childAction,
        action: action)
    }
  }
}
