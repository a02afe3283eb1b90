/// The core of a root store: the only place the state of a store tree is stored.
///
/// `send` reduces the stored state in place, so a reducer that changes one element of a large
/// collection writes that element only; reducing a copy and assigning it back would copy the
/// whole collection on every send. The price: observers are notified while the reducer runs
/// (`willSet` timing), and must not read the store until `send` returns.
final class RootCore<Root: Reducer>: Core {
  private(set) var state: Root.State
  private let reducer: Root
  private(set) var isSending = false
  /// The root store, told after each send so it can update the stores scoped from it.
  weak var store: Store<Root.State, Root.Action>?
  /// The legacy view stores of this tree, told after each send; see ``SendSubscribers``.
  let sendSubscribers = SendSubscribers()

  /// The rules of the tree, in force while it reduces and updates its stores.
  private let rules: StoreRules

  init(initialState: Root.State, reducer: Root, rules: StoreRules) {
    self.state = initialState
    self.reducer = reducer
    self.rules = rules
  }

  func send(_ action: Root.Action) {
    rules.inForce {
      isSending = true
      reducer.reduce(into: &state, action: action)
      isSending = false
      store?.stateDidChange(to: state)
      sendSubscribers.notify()
    }
  }
}
