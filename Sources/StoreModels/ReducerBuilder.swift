/// Builds a reducer's ``Reducer/body`` from a list of reducers that run in order, each on the
/// state the previous one left; an empty block is an ``EmptyReducer``.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// An empty block: a reducer that changes nothing.
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(first: accumulated, second: next)
  }

  /// Two reducers run one after the other; what a body of several reducers builds.
  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    let first: R0
    let second: R1

    public func reduce(into state: inout State, action: Action) {
      first.reduce(into: &state, action: action)
      second.reduce(into: &state, action: action)
    }
  }
}
