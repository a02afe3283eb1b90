/// The core of a root store: the only place the state of a store tree is stored.
///
/// How `send` reduces is a rule of the tree (``StoreRules/Propagation``). Every release of the
/// store library reduces a copy of the state and assigns it back, so a reducer that changes one
/// element of a large collection copies the whole collection. The lab's rules reduce the stored
/// state in place, writing that element only; the price is that observers, told while the
/// reducer runs (`willSet` timing), must not read the store until `send` returns. Under either,
/// observers are told while the reducer runs; under every release's, one that reads the store
/// then sees the state from before the send, as the library's do.
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
      switch rules.propagation {
      case .changedStores:
        reducer.reduce(into: &state, action: action)
      case .everyStore:
        // NB: the library's `var currentState = self.state`: while the copy is reduced, the
        // stored state still holds every buffer, so the first write to a collection copies it.
        var currentState = state
        reducer.reduce(into: &currentState, action: action)
        state = currentState
      }
      isSending = false
      store?.stateDidChange(to: state)
      sendSubscribers.notify()
    }
  }
}
