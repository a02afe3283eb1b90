extension Reducer {
  /// Runs this reducer, then the reducer `reducer` builds when a value read from the state
  /// changed: the value is read before and after this reducer, and the two are compared with
  /// `==`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .onChange(of: \.count) { oldValue, newValue in
  ///       Reduce { state, _ in state.description = "\(oldValue) → \(newValue)" }
  ///     }
  /// }
  /// ```
  ///
  /// Only this reducer's changes are seen: a change made before it (by a parent, or by an
  /// earlier action) is already in the value read before. The store library's reducer returns
  /// the two reducers' effects merged; the lab's return none.
  ///
  /// - Parameters:
  ///   - toValue: Reads the value from the state.
  ///   - reducer: Builds the reducer to run from the value before and the value after.
  // NB: the store library's `onChange(of:_:)` (`Reducer/Reducers/OnChange.swift` lines 107–113
  // at 1.7.0, 90–96 at HEAD d34c1dfe7a). At HEAD it is soft-deprecated for an `onChange(of:_:)`
  // whose closure takes the old value and the state, `inout`, and returns an effect (lines 50–60,
  // #3875, first released in 1.25.0); the lab, whose reducers return nothing, leaves that one out.
  // `isDuplicate` is a closure calling `==`, not `==` itself as in the library: under the module's
  // main-actor default, Swift 6.3 refuses to send the operator's reference into the reducer.
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> OnChangeReducer<Self, V, R> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: { $0 == $1 }, reducer: reducer)
  }

  /// Runs this reducer, then the reducer `reducer` builds when a value read from the state
  /// changed, as ``onChange(of:_:)`` does, with `isDuplicate` in place of `==`: it returns `true`
  /// when the value after is a duplicate of the value before, and then nothing more runs.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
  ///     Reduce { state, _ in state.rowsChanged += 1 }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the value from the state.
  ///   - isDuplicate: Whether the value after (the second argument) counts as unchanged from the
  ///     value before (the first).
  ///   - reducer: Builds the reducer to run from the value before and the value after.
  // NB: `Reducer/Reducers/OnChange.swift` lines 53–60 at 1.7.0; deprecated since 1.7.1 (#2744)
  // for an equatable value, and at HEAD d34c1dfe7a in `Internal/Deprecations.swift`
  // (lines 3916–3926). Not deprecated here: the lab builds with warnings as errors, and its
  // ports call it as their originals do.
  public func onChange<V, R: Reducer>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> OnChangeReducer<Self, V, R> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer followed by another that runs only when a value read from the state changed; made
/// by ``Reducer/onChange(of:_:)`` and ``Reducer/onChange(of:removeDuplicates:_:)``. The store
/// library's `_OnChangeReducer`, without effects.
// NB: `reduce`, `OnChange.swift` lines 143–151 at 1.7.0, `_reduce` lines 126–134 at HEAD
// d34c1dfe7a (the same rule): the value is read before and after the base reducer, and the
// built reducer runs on the same action, after the base, unless the two are duplicates.
public struct OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Body

  public func reduce(into state: inout Base.State, action: Base.Action) {
    let oldValue = toValue(state)
    base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return }
    reducer(oldValue, newValue).reduce(into: &state, action: action)
  }
}
