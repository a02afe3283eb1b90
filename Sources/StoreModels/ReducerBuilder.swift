/// Builds a reducer's ``Reducer/body`` from a list of reducers that run in order, each on the
/// state the previous one left.
///
/// A block may also hold `if`, `if`–`else`, `switch`, `for` and `if #available`, and a reducer
/// typed `any Reducer`, as the store library's builder does: a branch not taken runs nothing, a
/// loop's reducers run in the order the loop made them, and an empty block is an
/// ``EmptyReducer``.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// A reducer typed as an existential, wrapped so that the block keeps one concrete type.
  // NB: Disfavoured, as in the library, so that a concrete reducer keeps its own type and only
  // an `any Reducer` is wrapped.
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
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

  /// An `if` without an `else`: the branch's reducer when the condition held, else `nil`, which
  /// runs nothing.
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first branch of an `if`–`else` or a `switch`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The second branch of an `if`–`else` or a `switch`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// A `for` loop's reducers, one per pass, run in the order the loop made them.
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers: reducers)
  }

  /// An `if #available` branch, whose reducer's type may not exist on an older system: wrapped,
  /// so that the body's type does not name it.
  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
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

  /// The reducer of the branch an `if`–`else` or a `switch` took.
  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>: Reducer {
    case first(First)
    case second(Second)

    public func reduce(into state: inout State, action: Action) {
      switch self {
      case .first(let first): first.reduce(into: &state, action: action)
      case .second(let second): second.reduce(into: &state, action: action)
      }
    }
  }

  /// Any number of reducers of one type, run in order: what a `for` loop builds.
  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    let reducers: [Element]

    public func reduce(into state: inout State, action: Action) {
      for reducer in reducers {
        reducer.reduce(into: &state, action: action)
      }
    }
  }
}
