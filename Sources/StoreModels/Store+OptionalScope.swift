extension Store where Action: CasePathable {
  /// A child store for an optional child feature, or `nil` while the child is absent.
  ///
  /// ```swift
  /// if let child = store.scope(state: \.child, action: \.child) {
  ///   CounterView(store: child)
  /// }
  /// ```
  ///
  /// Reading the optional is observed, so a view that scopes re-renders when the child appears
  /// or disappears (or is replaced), and not when it changes inside. While the child is present,
  /// calling `scope` again returns the identical store. When the child becomes `nil` its store
  /// becomes invalid and leaves the cache; a child that appears again gets a new store. (Under
  /// ``StoreRules/GoneChild/kept``, 1.7.0's and 1.10.0's rules, it stays cached instead, and is
  /// valid again, and returned, when the child appears again.)
  ///
  /// Scoping from a store scoped with closures is reported as a `warning`: such a store caches
  /// nothing, so nothing tells the child store of a send.
  ///
  /// - Parameters:
  ///   - state: The optional child state inside this store's state.
  ///   - action: The case of this store's actions that carries the child's actions.
  /// - Returns: The child store, or `nil`.
  /// - Complexity: O(1): reading the optional, a dictionary lookup, and creating the store on
  ///   first use.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    warnIfUncached()
    guard let childState = self.observedState[keyPath: state] else { return nil }
    let embed = Action[case: action].embed
    let toChildState = ChildStateLookup(extract: { (parent: State) in parent[keyPath: state] })
    return scope(id: .paths(state: state, action: action), state: toChildState) {
      IfLetCore(base: core, state: toChildState, initialState: childState, action: embed)
    }
  }
}
