/// Reducers listed in a ``ReducerBuilder`` block, run in order as one reducer: a group that an
/// operator (``Reducer/ifLet(_:action:then:)``, …) can apply to as a whole.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   CombineReducers {
///     Scope(state: \.counter, action: \.counter) { Counter() }
///     Reduce { state, action in … }
///   }
///   .ifLet(\.child, action: \.child) { Child() }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  private let reducers: Reducers

  /// Combines the reducers the block lists.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func reduce(into state: inout State, action: Action) {
    reducers.reduce(into: &state, action: action)
  }
}
