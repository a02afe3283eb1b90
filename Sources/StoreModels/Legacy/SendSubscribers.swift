/// The legacy view stores listening to one store tree: told after every send to its root.
///
/// Before observation, every `ViewStore` held its own subscription to its root store's `didSet`
/// relay and re-derived its view state after each action. This is that list without Combine: the
/// root core owns one, every core scoped from it hands out the same one
/// (``Core/sendSubscribers``), and ``RootCore`` calls ``notify()`` once per round of a send,
/// after the reducer has run and the observable stores are up to date: once, unless something
/// sends while the stores are told (a view store's subscriber, a store's observer, a payload's
/// `deinit`), when the buffered action gets a round of its own and every view store is told
/// again.
///
/// The relay is a current-value relay: a new subscriber is told at once, before any send
/// (``SendSubscriber/receivedValueOnSubscribe()``). Subscribers are held weakly: a view store
/// leaves the list when it is released, and nothing else needs to cancel. With no subscriber
/// (the observable store), a send pays one empty-array check.
///
/// Under ``StoreRules/ScopedState/pushed`` (1.4.0's rules) the relay also walks the scoped
/// stores' pushes before the view stores, in the order the stores were made, and once more from
/// a scoped store a send was made on when that send returns (``StatePush``).
final class SendSubscribers {
  private struct Entry {
    weak var subscriber: (any SendSubscriber)?
  }

  private var entries: [Entry] = []
  /// The pushes of the tree's scoped stores, under ``StoreRules/ScopedState/pushed``, in the
  /// order their stores were made (a parent's before its children's); empty under any other rule.
  private var pushes: [WeakPush] = []
  /// How many times a state was pushed down the tree: a push compares it with its parent's last
  /// (``StatePush``).
  private(set) var round = 0
  /// The store the send under way was made on, while it runs; `nil` for the root, and for an
  /// effect's send, which the root makes.
  private(set) var sender: ObjectIdentifier?

  /// Whether ``pushDown(from:)`` is walking the pushes.
  private var isWalking = false

  private struct WeakPush {
    weak var push: StatePush?
  }

  /// Adds `subscriber` and sends it the relay's current value; it is told of every send from
  /// now on, while it is alive.
  func subscribe(_ subscriber: any SendSubscriber) {
    entries.append(Entry(subscriber: subscriber))
    subscriber.receivedValueOnSubscribe()
  }

  /// Adds the push of a store just made, after every push made before it.
  func subscribe(_ push: StatePush) {
    pushes.append(WeakPush(push: push))
  }

  /// Tells every live subscriber that a send finished, in subscription order, and forgets the
  /// released ones: first the root's new state pushed down the tree, then every view store.
  ///
  /// - Complexity: O(entries + pushes): the subscribers alive at the last call plus those added
  ///   since; each is visited once.
  func notify() {
    pushDown(from: nil)
    guard !entries.isEmpty else { return }
    entries.removeAll { $0.subscriber == nil }
    // NB: A snapshot: a subscriber only marks views dirty, but one subscribing during delivery
    // (a view store created by a callback) must not be told of a send it did not see start.
    for entry in entries {
      entry.subscriber?.storeDidSend()
    }
  }

  /// Runs `send` as made on the store `sender`: while it runs, that store's push takes nothing
  /// from its parent (its reducer is sending); when it returns, that store sets its own state,
  /// which it pushes to the stores below it, once. A send made while another is under way is
  /// buffered by the root, and the store it was made on sets its state at once all the same.
  func send(madeOn sender: ObjectIdentifier, _ send: () -> Void) {
    let outer = self.sender
    self.sender = sender
    send()
    self.sender = outer
    pushDown(from: sender)
  }

  /// Pushes a new state down the tree: from the root (`nil`), or from the store `origin` to the
  /// stores below it.
  ///
  /// - Complexity: O(pushes), one weak load each: the walk drops released pushes as it goes,
  ///   moving the live ones down over them, and visits each live one once.
  private func pushDown(from origin: ObjectIdentifier?) {
    round &+= 1
    // NB: one indexed pass, not a `removeAll` and then a loop over a copy, which loaded every
    // weak reference twice and copied the entries on every walk (a sixth of `store/uncached`'s
    // chain step at depth 64).
    // NB: pushes added while the walk runs (none today: a push only derives and logs) are kept,
    // unvisited, as a snapshot would leave them; a walk inside a walk would move the entries
    // under it, and none can start (a push sends nothing).
    precondition(!isWalking, "a state push started another walk of the pushes")
    isWalking = true
    defer { isWalking = false }
    let walked = pushes.count
    var kept = 0
    for index in 0..<walked {
      guard let push = pushes[index].push else { continue }
      if kept != index {
        pushes[kept] = pushes[index]
      }
      kept += 1
      push.parentPushed(round: round, from: origin, sender: sender)
    }
    if kept != walked {
      pushes.removeSubrange(kept..<walked)
    }
  }
}

/// Something told after each send to a root store; see ``SendSubscribers``.
protocol SendSubscriber: AnyObject {
  /// The relay sent its current value on subscribe, before any send.
  func receivedValueOnSubscribe()

  /// The root's reducer has run and its state is final for this send.
  func storeDidSend()
}
