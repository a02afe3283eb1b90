/// What a ``Store`` stands on: where its state comes from and where its actions go.
///
/// `Store` is a thin front; each way of scoping is a small final class conforming to this
/// protocol, not a branch inside `Store`. Only ``RootCore`` holds state; every other core derives
/// its state from a base core on each read and forwards its actions to that base.
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read from the root on each access (for a core whose state has gone, the
  /// last one it read).
  var state: State { get }
  /// Where the root is in a send: a send made while one is under way is re-entrant, and the root
  /// runs it after the current one, or drops it once that one has been stopped as a loop.
  var sendPhase: SendPhase { get }
  /// The legacy view stores told after each send to the root: the root's list, handed out
  /// unchanged by every core scoped from it.
  var sendSubscribers: SendSubscribers { get }
  /// Runs the root reducer on `action`, wrapped into the root's action type.
  func send(_ action: Action)
}

/// Where a root store is in handling a send (``Core/sendPhase``).
enum SendPhase {
  /// No send is under way.
  case idle
  /// From the start of a send until every store and view store has been told of it.
  case sending
  /// The send under way reduced ``RootCore/maximumActionsPerSend`` actions and was stopped as a
  /// loop: it ends after the round it is in, and what is sent until then is dropped.
  case stoppedAsLoop
}
