/// A feature's logic: how its state changes in response to each action.
///
/// A feature writes either ``reduce(into:action:)`` or ``body``, a composition of other
/// reducers:
///
/// ```swift
/// public struct Counter: Reducer {
///   public var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped: state.count += 1
///       }
///     }
///   }
/// }
/// ```
///
/// Reducers run on the main actor, like the stores that run them. Unlike the store library's,
/// they return no effects: every scenario of the lab is synchronous, so a reducer only changes
/// the state it is given, in place.
@MainActor
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions it handles.
  associatedtype Action
  /// The type of ``body``: a reducer, or `Never` for a reducer that implements
  /// ``reduce(into:action:)``.
  associatedtype Body

  /// The reducers this one is made of, run in order.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Changes `state` in place for `action`. Called by stores and by composing reducers.
  func reduce(into state: inout State, action: Action)
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. Run a reducer by \
      sending actions to a store, not by reading its body.
      """)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  public func reduce(into state: inout State, action: Action) {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of the same state and actions as the feature `R`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
