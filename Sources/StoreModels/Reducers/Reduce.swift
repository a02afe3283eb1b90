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

  public func reduce(into state: inout State, action: Action) {
    run(&state, action)
  }
}
