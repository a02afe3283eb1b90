extension Store where Action: CasePathable {
  /// The stores of the elements of an identified collection, created lazily as they are
  /// accessed.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: \.rows) {
  ///   CounterRow(store: row)
  /// }
  /// ```
  ///
  /// Reading the collection is observed through the field that holds it: a view re-renders when
  /// elements are added, removed or moved, not when one changes inside (each element's reader
  /// is told). Element stores are cached by element id, so the store of a row is the same
  /// whatever its position, and it becomes invalid and leaves the cache when its row is removed
  /// (under ``StoreRules/GoneChild/kept``, 1.7.0's and 1.10.0's rules, it stays cached, invalid
  /// until a row with its id returns).
  /// Scoping from a store scoped with closures, which caches nothing, is reported as a `warning`.
  ///
  /// - Parameters:
  ///   - state: The identified array inside this store's state.
  ///   - action: The case of this store's actions that carries the elements' actions.
  /// - Returns: A snapshot of the collection; see ``StoreCollection``.
  /// - Complexity: O(1): reading the array (a copy-on-write snapshot) and a dictionary lookup.
  ///   No element store is created until its position is accessed.
  public func scope<ID, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> StoreCollection<ID, ElementState, ElementAction> {
    warnIfUncached()
    let elements = scope(id: .paths(state: state, action: action), state: ChildStateLookup(state)) {
      ScopedCore(base: core, state: state, action: Action[case: action])
    }
    return StoreCollection(store: elements, data: self.observedState[keyPath: state])
  }
}
