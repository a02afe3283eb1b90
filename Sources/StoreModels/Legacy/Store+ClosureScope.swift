import Instrumentation

extension Store {
  /// A new child store, scoped with closures, on every call: how stores were scoped before
  /// observation.
  ///
  /// ```swift
  /// func body(_ content: inout ViewContent) {
  ///   content.child(CounterView(store: store.scope(state: { $0.counter }, action: { .counter($0) })))
  /// }
  /// ```
  ///
  /// This models the closure scope of the store library before observation (its deprecated
  /// `scope(state:action:)` over closures, and every store of its 0.x line): closures cannot be
  /// compared or hashed, so the child cannot be cached, and a view body that scopes builds a new
  /// store each time it runs (a `scope` event, then the child's `init`; the previous child's
  /// `deinit` when its view lets it go). A view holding the new store sees a different input and
  /// runs its body too. The child holds this store for its life (``Store/heldParent``), so a
  /// chain of closure scopes lives as long as its last store, as in the library before 1.5 (its
  /// `ScopedReducer` keeps every ancestor in `parentStores`) and in 1.7. The child derives
  /// its state through `toChildState` on each read and sends its actions here through
  /// `fromChildAction`; it is never invalidated, so a closure over state that may go away must
  /// fall back on a value of its own (see the lab's `IfLetStore`). Under
  /// ``StoreRules/ScopedState/pushed`` (1.4.0's rules) the child also subscribes a push to the
  /// tree's relay, which logs each new state the parent hands it (`StatePush`).
  ///
  /// Prefer ``scope(state:action:)-(KeyPath<State,ChildState>,_)``, which is cached.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state, derived from this store's state.
  ///   - fromChildAction: Embeds a child action in this store's actions.
  /// - Returns: A new child store.
  /// - Complexity: O(1) per call, plus one store and core allocation; O(1) per read of the
  ///   child's state on top of `toChildState`.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: fromChildAction, removeDuplicates: nil)
  }

  /// A new child store over a presentation, scoped with closures: before 1.5.6 it took a new
  /// state from this store only when the presentation's storage changed
  /// (`removeDuplicates: { $0.sharesStorage(with: $1) }`, `Store.swift` lines 395–405 at 1.4.0),
  /// which a write to the presented state does (``StoreRules/ScopedState/pushed``). Otherwise
  /// the same as ``scope(state:action:)-(_,(ChildAction)->Action)``.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> PresentationState<ChildState>,
    action fromChildAction: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Store<PresentationState<ChildState>, PresentationAction<ChildAction>> {
    scope(
      state: toChildState, action: fromChildAction,
      removeDuplicates: { $0.sharesStorage(with: $1) })
  }

  /// A new store over this one's state, which under ``StoreRules/ScopedState/pushed`` drops a
  /// new state while both it and the one it holds are invalid: the store library's
  /// `invalidate(_:)` before 1.5 (`Store.swift` lines 421–431 at 1.4.0), which its `IfLetStore`
  /// scopes twice.
  ///
  /// NB: 1.4.0's also dropped a binding's action sent while the state is invalid, and read as
  /// invalid while its state was; no scenario and no recorded screen sends one, so neither is
  /// modelled.
  public func invalidate(_ isInvalid: @escaping (State) -> Bool) -> Store<State, Action> {
    scope(
      state: { $0 }, action: { $0 }, removeDuplicates: { isInvalid($0) && isInvalid($1) })
  }

  /// The closure scope, with the duplicates a pushed child drops (``StatePush``).
  private func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action,
    removeDuplicates isDuplicate: ((ChildState, ChildState) -> Bool)?
  ) -> Store<ChildState, ChildAction> {
    EventLog.record(name, .scope)
    let childCore = ClosureScopedCore(base: core, state: toChildState, action: fromChildAction)
    let child = Store<ChildState, ChildAction>(core: childCore, rules: rules)
    child.heldParent = self
    if rules.scopedState == .pushed {
      let push = StatePush(
        parent: statePush, parentName: name, store: ObjectIdentifier(child),
        take: taking(childCore, droppingDuplicates: isDuplicate))
      child.statePush = push
      core.sendSubscribers.subscribe(push)
    }
    return child
  }

  /// What a pushed child over `core` does with a new state: keeps it, unless `isDuplicate` says
  /// it is the same as the one kept. Without `isDuplicate` it keeps every state, and reads none.
  private func taking<ChildState, ChildAction>(
    _ core: some Core<ChildState, ChildAction>,
    droppingDuplicates isDuplicate: ((ChildState, ChildState) -> Bool)?
  ) -> () -> Bool {
    guard let isDuplicate else { return { true } }
    var kept = core.state
    return {
      let new = core.state
      guard !isDuplicate(kept, new) else { return false }
      kept = new
      return true
    }
  }

  /// A child store scoped with closures and cached under `id`: how the store library's view
  /// store helpers (`IfLetStore`, `ForEachStore`, `NavigationStackStore`, as at 1.7.0) scope.
  ///
  /// ```swift
  /// let child = store.scope(id: "unwrapped", state: { $0 ?? last }, action: { $0 })
  /// ```
  ///
  /// While this store caches new children (``canCacheChildren``, and it has not been evicted),
  /// calling it again with the same `id` returns the identical store, whatever the closures;
  /// below a closure scope, or once this store is evicted, it builds a new store on every call,
  /// as ``scope(state:action:)-(_,(ChildAction)->Action)`` does. The child is never invalidated
  /// while this store is valid, nor handed a state on a send, and it stays cached until this
  /// store is evicted (see ``Store/helperScope(id:core:)``): `toChildState` must always produce a
  /// state (fall back on the last one, as the library's helpers do).
  ///
  /// - Complexity: O(1) per call (a dictionary lookup), plus the store on a miss.
  public func scope<ID: Hashable, ChildState, ChildAction>(
    id: ID,
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    guard canCacheChildren else {
      return scope(state: toChildState, action: fromChildAction)
    }
    return helperScope(id: .custom(AnyHashable(id))) {
      ClosureScopedCore(base: core, state: toChildState, action: fromChildAction)
    }
  }
}
