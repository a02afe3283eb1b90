extension Store where Action: CasePathable {
  /// A child store for one feature inside this one.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// The child reads its state through `state` from this store's state on each access, and
  /// sends its actions here embedded in the `action` case. Calling `scope` again with the same
  /// paths returns the identical store: children are cached by (state path, action path) and
  /// live as long as this store, or until their state has gone (under ``StoreRules/lab``). A
  /// cached child holds no reference to this store, only to its core (and through it the cores up
  /// to the root's), so it keeps working
  /// if this store is released first; a child this store does not cache (below a closure scope,
  /// or from an evicted store) holds this store (``Store/heldParent``).
  ///
  /// - Parameters:
  ///   - state: The child's state inside this store's state.
  ///   - action: The case of this store's actions that carries the child's actions.
  /// - Returns: The child store.
  /// - Complexity: O(1) per call: a dictionary lookup, plus creating the store on first use.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(id: .paths(state: state, action: action), state: ChildStateLookup(state)) {
      ScopedCore(base: core, state: state, action: Action[case: action])
    }
  }
}
