import Instrumentation

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
  private(set) var sendPhase = SendPhase.idle
  /// The actions sent while a send is under way, run after the action being handled, in order.
  private var bufferedActions: [Root.Action] = []
  /// How many actions the send under way has reduced, its own and the buffered ones.
  private var reducedInThisSend = 0
  /// The most actions one send reduces before it stops as a loop.
  ///
  /// NB: the store library has no bound: an observer that sends on every update runs for ever
  /// there, inside one send, which the lab's time limit cannot interrupt. The lab stops it as it
  /// stops a notification loop (``NotificationDepth/flagLoop(_:)``: the verdict is `loop`), far
  /// above anything a feature sends back.
  static var maximumActionsPerSend: Int { 10_000 }
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

  /// Runs the reducer on `action`, then tells the stores and the view stores; or, when a send is
  /// under way (`action` comes from an observer it told), keeps `action` to run after it.
  ///
  /// NB: as the store library does (`RootStore.send` at 1.7.0, `RootCore._send` at HEAD), a send
  /// lasts until every store and view store has been told, so an action sent from any observer
  /// waits for that. One sent while the reducer runs (an observer of a field, told at `willSet`)
  /// is reduced in the same pass, before the stores are told; one sent while they are told is
  /// reduced in a pass of its own once they all have been, and they are all told again. The lab
  /// once ignored the first kind and ran the second at once, nested: the inner send told every
  /// view store before the outer one had stored its view state, so a view store compared the
  /// newer state with the one it was about to replace, and then either kept the outer view state
  /// over the newer one or, when the two differed, published and sent again without end
  /// (`LibraryCompatibilityTests`, `LibraryStoreTests.testBufferedActionProcessing`).
  func send(_ action: Root.Action) {
    guard sendPhase == .idle else {
      // NB: what a stopped send's observers send before it ends is dropped here, so the buffer
      // it leaves stays empty and the send ends after its round, even when a view store that
      // publishes on every round sends again.
      if sendPhase == .sending { bufferedActions.append(action) }
      return
    }
    rules.inForce {
      sendPhase = .sending
      reducedInThisSend = 0
      defer { sendPhase = .idle }
      reduceRound { state in
        reduceOne(action, into: &state)
        reduceBuffered(into: &state)
      }
      while !bufferedActions.isEmpty {
        reduceRound { state in reduceBuffered(into: &state) }
      }
    }
  }

  /// One round of a send: `reduce` runs on the state as the tree's rules say, then the stores
  /// and the view stores are told.
  ///
  /// NB: the send's first round and a round of buffered actions are two closures rather than one
  /// pass over an optional first action: in this generic class's unspecialised code, the optional
  /// action's type metadata was looked up at run time, twice a send (about 650 instructions).
  private func reduceRound(_ reduce: (inout Root.State) -> Void) {
    switch rules.propagation {
    case .changedStores:
      reduce(&state)
    case .everyStore:
      // NB: the library's `var currentState = self.state`: while the copy is reduced, the
      // stored state still holds every buffer, so the first write to a collection copies it.
      var currentState = state
      reduce(&currentState)
      state = currentState
    }
    store?.stateDidChange(to: state)
    sendSubscribers.notify()
  }

  /// Reduces the buffered actions in order (those the reducer's observers add while it runs
  /// included), and empties the buffer.
  private func reduceBuffered(into state: inout Root.State) {
    guard !bufferedActions.isEmpty else { return }
    var index = 0
    while index < bufferedActions.count, reducedInThisSend < Self.maximumActionsPerSend {
      let action = bufferedActions[index]
      reduceOne(action, into: &state)
      index += 1
    }
    if index < bufferedActions.count { stopRunaway(dropping: bufferedActions.count - index) }
    // NB: the actions are released after the buffer is emptied, not while it is being emptied:
    // one whose payload sends from its `deinit` appends to the buffer (the library's
    // `withExtendedLifetime`, for the same reason).
    withExtendedLifetime(bufferedActions) { bufferedActions.removeAll() }
  }

  /// Reduces one action, counted against ``maximumActionsPerSend``.
  private func reduceOne(_ action: Root.Action, into state: inout Root.State) {
    reducedInThisSend += 1
    reducer.reduce(into: &state, action: action)
  }

  /// Ends a send whose observers keep sending: the actions left are dropped, with a warning,
  /// and the turn is a loop.
  private func stopRunaway(dropping count: Int) {
    sendPhase = .stoppedAsLoop
    NotificationDepth.flagLoop(
      "an observer sent an action on every update (\(Self.maximumActionsPerSend) in one send)")
    EventLog.record(
      store?.name ?? "Store", .warning,
      detail: """
        stopped after \(Self.maximumActionsPerSend) actions in one send, \(count) more waiting: \
        an observer sends on every update
        """)
  }
}
