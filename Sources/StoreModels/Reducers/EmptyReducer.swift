/// A reducer that changes nothing: what an empty ``ReducerBuilder`` block builds, and a parent
/// with no logic of its own for ``Reducer/ifCaseLet(_:action:then:)`` and the other operators.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that changes nothing.
  public init() {}

  public func reduce(into state: inout State, action: Action) {}
}
