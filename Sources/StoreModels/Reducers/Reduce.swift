/// A reducer written as a closure: a feature's own logic, inside its ``Reducer/body``.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementButtonTapped: state.count += 1
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  private let run: (inout State, Action) -> Void

  /// Creates a reducer from a closure that changes the state in place.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Void) {
    self.run = reduce
  }

  /// Wraps another reducer, whose type it hides: what an `any Reducer` or an `if #available`
  /// branch in a ``ReducerBuilder`` block builds.
  public init(_ reducer: some Reducer<State, Action>) {
    self.run = { state, action in reducer.reduce(into: &state, action: action) }
  }

  public func reduce(into state: inout State, action: Action) {
    run(&state, action)
  }
}
