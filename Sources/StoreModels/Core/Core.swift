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
  /// True from the start of a send to the root until every store and view store has been told
  /// of it; a send now is re-entrant, and the root runs it after the current one.
  var isSending: Bool { get }
  /// The legacy view stores told after each send to the root: the root's list, handed out
  /// unchanged by every core scoped from it.
  var sendSubscribers: SendSubscribers { get }
  /// Runs the root reducer on `action`, wrapped into the root's action type.
  func send(_ action: Action)
}
