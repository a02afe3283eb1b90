import Instrumentation

/// Runs `child` on the payload of the case `state` is in, when it is the case `casePath` names,
/// and embeds the changed payload back; when `state` is in another case, ignores the action and
/// logs a warning under `kind` (`Scope<Int>`, `IfCaseLet<Int>`).
///
/// What a ``Scope`` on an enum case and ``Reducer/ifCaseLet(_:action:then:)`` do with a child
/// action, so that the two report an action for another case in the same words; the library's
/// `Scope` and `ifCaseLet` report it much alike (the same three causes), each naming itself.
///
/// - Parameters:
///   - kind: The reducer's name in the warning.
///   - state: The parent's state, an enum.
///   - casePath: The case that holds the child's state.
///   - child: The child's reducer.
///   - childAction: The child's action, extracted from `action`.
///   - action: The parent's action, as the warning writes it.
func reduceCase<ParentState, ParentAction, Child: Reducer>(
  _ kind: String, state: inout ParentState, at casePath: AnyCasePath<ParentState, Child.State>,
  child: Child, childAction: Child.Action, action: ParentAction
) {
  guard var childState = casePath.extract(from: state) else {
    EventLog.record(
      reducerTypeName(kind, Child.State.self, Child.Action.self), .warning,
      detail: """
        ignored \(valueDescription(action)) while the state is in case \
        \(caseName(of: state)); if it changed case, a store kept from before sent it
        """)
    return
  }
  child.reduce(into: &childState, action: childAction)
  state = casePath.embed(childState)
}
