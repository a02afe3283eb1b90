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
/// - The store the send was made on takes nothing from its parent while the send runs: its
///   reducer is sending (`reducer.isSending`, line 799), through every round of the root's send.
///   When the send returns it sets its own state (lines 750–758) and passes it on to its
///   children, once; so does a store sent to while another send is under way, at once.
/// - A child that drops duplicates logs nothing, and passes nothing on, when the new state is the
///   same: a presentation's store while the presentation's storage is shared (lines 395–405), an
///   `invalidate` store while both states are invalid (line 427).
///
/// The lab's scoped stores derive their state on each read, so the push decides only whether the
/// line is logged, and what a duplicate compares with. The tree's relay keeps the pushes in the
/// order their stores were made, so a parent's before its children's, and walks them after every
/// round of a send (``SendSubscribers/notify()``), and from the sender when its send returns
/// (``SendSubscribers/send(madeOn:_:)``). A push lives as long as its store
/// (``Store/statePush``), and holds its parent's push as the library's subscription held the
/// parent store.
final class StatePush {
  /// The parent's push; `nil` below the root, or below a store that is pushed nothing and so
  /// passes every state on.
  private let parent: StatePush?
  /// Whom the line is logged under: the parent store.
  private let parentName: String
  /// The store this push updates.
  private let store: ObjectIdentifier
  /// Takes the store's new state, unless it is a duplicate of the one kept: `false` then.
  private let take: () -> Bool
  /// The last walk in which this store took a new state, and so passed it on.
  private var passedOnRound = 0

  init(
    parent: StatePush?, parentName: String, store: ObjectIdentifier,
    take: @escaping () -> Bool
  ) {
    self.parent = parent
    self.parentName = parentName
    self.store = store
    self.take = take
  }

  /// One walk of the relay, numbered `round`: from the root (`origin` `nil`) or from the store
  /// `origin`, while the store `sender` is sending.
  func parentPushed(round: Int, from origin: ObjectIdentifier?, sender: ObjectIdentifier?) {
    if store == origin {
      // NB: the sender sets its own state when its send returns, duplicate or not, and pushes it.
      _ = take()
      passedOnRound = round
      return
    }
    guard passedOn(round, origin: origin), store != sender, take() else { return }
    passedOnRound = round
    EventLog.record(parentName, .statePush)
  }

  /// Whether the parent passed a state on in the walk `round`: the root passes on every state of
  /// a walk from the root (`origin` `nil`).
  // NB: an `if let`, not `parent.map { … }`: a closure this main-actor module hands the standard
  // library checks the executor on every call, once a push per walk.
  private func passedOn(_ round: Int, origin: ObjectIdentifier?) -> Bool {
    if let parent {
      return parent.passedOnRound == round
    }
    return origin == nil
  }
}
