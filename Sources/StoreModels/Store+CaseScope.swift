extension Store where State: CasePathable, Action: CasePathable {
  /// A child store for one case of this store's enum state, or `nil` while the state is in
  /// another case.
  ///
  /// ```swift
  /// if let counter = destination.scope(state: \.counter1, action: \.counter1) {
  ///   CounterView(store: counter)
  /// }
  /// ```
  ///
  /// Reading the case is observed through this store, whose readers are told when its state's
  /// identity changes: a change of case does, a change inside the case's payload does not (see
  /// ``ObservableStateID/tagged(_:)``). While the state stays in the case, calling `scope` again
  /// returns the identical store. When the case changes, the child store becomes invalid and
  /// leaves the cache (under ``StoreRules/release1_7`` it stays cached, invalid until the case
  /// returns).
  ///
  /// - Parameters:
  ///   - state: The case of this store's state that holds the child's state.
  ///   - action: The case of this store's actions that carries the child's actions.
  /// - Returns: The child store, or `nil`.
  /// - Complexity: O(1): extracting the payload, a dictionary lookup, and creating the store on
  ///   first use.
  public func scope<ChildState, ChildAction>(
    state: CaseKeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let extract = State[case: state].extract
    guard let childState = extract(self.state) else { return nil }
    let embed = Action[case: action].embed
    let toChildState = ChildStateLookup(extract: extract)
    return scope(id: .paths(state: state, action: action), state: toChildState) {
      IfLetCore(base: core, state: toChildState, initialState: childState, action: embed)
    }
  }
}
