import Instrumentation

/// A scoped store's copy of its state, pushed by its parent after every send: how the store
/// library updated its scoped stores before 1.5.6 (``StoreRules/ScopedState/pushed``).
///
/// At 1.4.0 every scope subscribes the new store to its parent's state (`Store.swift` lines
/// 795–808). When the parent takes a new state, or makes one in a send, the child derives its
/// own, drops it when its `removeDuplicates` says it is the same as the one it holds, else keeps
/// it, logs `<parent>.scope` and passes it on to its own children. Every send ends by setting the
/// root's state, changed or not, so each store below a chain of stores that passed the state on
/// logs a line. Two exceptions:
///
/// - The store the send was made on logs nothing for its own edge: its reducer is sending, and
///   sets the store's state itself when the root's send returns (`reducer.isSending`, line 799).
///   It still passes that state on to its children.
/// - A child that drops duplicates logs nothing, and passes nothing on, when the new state is the
///   same: a presentation's store while the presentation's storage is shared (lines 395–405), an
///   `invalidate` store while both states are invalid (line 427).
///
/// The lab's scoped stores derive their state on each read, so the push decides only whether the
/// line is logged, and what a duplicate compares with. Each is a ``SendSubscriber`` of the tree,
/// subscribed when its store is made, so after its parent's push, and told in that order after
/// every round of a send. It lives as long as its store (``Store/statePush``), and holds its
/// parent's push as the library's subscription held the parent store.
final class StatePush: SendSubscriber {
  /// The tree's relay, which counts the rounds and knows the sender.
  private unowned let relay: SendSubscribers
  /// The parent's push; `nil` below the root, or a store that is pushed nothing and so passes
  /// every state on.
  private let parent: StatePush?
  /// Whom the line is logged under: the parent store.
  private let parentName: String
  /// The store this push updates.
  private let store: ObjectIdentifier
  /// Takes the store's new state, unless it is a duplicate of the one kept: `false` then.
  private let take: () -> Bool
  /// The last round in which this store took a new state, and so passed it on.
  private var passedOnRound = 0

  init(
    relay: SendSubscribers, parent: StatePush?, parentName: String, store: ObjectIdentifier,
    take: @escaping () -> Bool
  ) {
    self.relay = relay
    self.parent = parent
    self.parentName = parentName
    self.store = store
    self.take = take
  }

  func receivedValueOnSubscribe() {
    // NB: the library's subscription drops its parent's current value (`dropFirst()`).
  }

  func storeDidSend() {
    let round = relay.round
    if relay.sender == store {
      _ = take()
      passedOnRound = round
      return
    }
    guard parent.map({ $0.passedOnRound == round }) ?? true, take() else { return }
    passedOnRound = round
    EventLog.record(parentName, .statePush)
  }
}
