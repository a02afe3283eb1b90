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
  /// The overload is the lab's own: the store library's suite writes the same call
  /// (`store.scope(state: \.feature1, action: \.feature1)`, `iOS 17/ObservableEnumTestCase.swift`
  /// line 41 at 1.7.0), but there `\.feature1` is the `@CasePathable` macro's optional case
  /// property, a key path to an optional, so the call goes through the optional scope
  /// (`Store+Observation.swift` lines 79–104 at 1.7.0); without macros the lab takes the case key
  /// path.
  ///
  /// Reading the case is observed through this store, whose readers are told when its state's
  /// identity changes: a change of case does; a change inside an observable payload does not
  /// (``ObservableStateID/tagged(_:)``); a change of a plain payload does under ``StoreRules/lab``
  /// (compared by value) and does not under ``StoreRules/release1_7`` or
  /// ``StoreRules/release1_10`` (swift-composable-architecture#2899). While the state stays in
  /// the case, calling `scope` again returns the identical store. When the case changes, the
  /// child store becomes invalid and leaves the cache (under ``StoreRules/GoneChild/kept``,
  /// 1.7.0's and 1.10.0's rules, it stays cached, invalid until the case returns).
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
    guard let childState = extract(self.observedState) else { return nil }
    let embed = Action[case: action].embed
    let toChildState = ChildStateLookup(extract: extract)
    return scope(id: .paths(state: state, action: action), state: toChildState) {
      IfLetCore(base: core, state: toChildState, initialState: childState, action: embed)
    }
  }
}
