/// A Redux-style store: one state value, changed only by a reducer in response to dispatched
/// actions, and read through selections that are told when the part of the state they select
/// changes.
///
/// ```swift
/// let store = Store(state: Counter(), reducer: Counter.reduce)
/// let count = store.select(\.count)      // a Selection<Int>
/// store.dispatch(.increment)              // count's subscribers are told: 0 → 1
/// ```
///
/// After each dispatch the store hands the new state to every live selection, which compares
/// its selected value with the last one by `==` and tells its subscribers only when it differs:
/// the equality check is what keeps a view that selects `count` from running when only
/// `favorites` changed.
public final class Store<State, Action> {
  /// The current state. Read it through a ``Selection`` to be told of changes.
  public private(set) var state: State
  private let reducer: (inout State, Action) -> Void
  private var listeners: [Listener] = []
  /// The live selections by key path, so every view that selects a part gets the same one.
  private var selections: [AnyKeyPath: Listener] = [:]

  /// - Parameters:
  ///   - state: The initial state.
  ///   - reducer: How an action changes the state, in place.
  public init(state: State, reducer: @escaping (inout State, Action) -> Void) {
    self.state = state
    self.reducer = reducer
  }

  /// Runs the reducer on `action`, then has every live selection compare its value.
  public func dispatch(_ action: Action) {
    reducer(&state, action)
    listeners.removeAll { !$0.isAlive }
    selections = selections.filter { $0.value.isAlive }
    for listener in listeners {
      listener.update(state)
    }
  }

  /// The selection of the part of the state at `keyPath`: what a view holds to read that part
  /// and be told when it changes. Selecting the same key path again while the selection is alive
  /// returns the same selection (as a component keeps one subscription per selector); the store
  /// holds it weakly, so it lives as long as its holders.
  ///
  /// - Complexity: O(1) per call; after each dispatch, per live selection, its key path's read
  ///   (which a state's computed property can make costly) plus `==`.
  public func select<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Selection<Value> {
    if let selection = selections[keyPath]?.selection as? Selection<Value> { return selection }
    let selection = Selection(value: state[keyPath: keyPath])
    let listener = Listener(selection) { [weak selection] state in
      selection?.update(to: state[keyPath: keyPath])
    }
    listeners.append(listener)
    selections[keyPath] = listener
    return selection
  }

  /// A selection, held weakly, and how to hand it a new state.
  private final class Listener {
    private(set) weak var selection: AnyObject?
    let update: (State) -> Void

    init(_ selection: AnyObject, update: @escaping (State) -> Void) {
      self.selection = selection
      self.update = update
    }

    var isAlive: Bool { selection != nil }
  }
}
