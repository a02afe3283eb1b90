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
final class SendSubscribers {
  private struct Entry {
    weak var subscriber: (any SendSubscriber)?
  }

  private var entries: [Entry] = []
  /// How many rounds of sends the tree has told: a pushed store compares it with its parent's
  /// last push (``StatePush``).
  private(set) var round = 0
  /// The store the send under way was made on, while it runs; `nil` for the root, and for an
  /// effect's send, which the root makes.
  var sender: ObjectIdentifier?

  /// Adds `subscriber` and sends it the relay's current value; it is told of every send from
  /// now on, while it is alive.
  func subscribe(_ subscriber: any SendSubscriber) {
    entries.append(Entry(subscriber: subscriber))
    subscriber.receivedValueOnSubscribe()
  }

  /// Tells every live subscriber that a send finished, in subscription order, and forgets the
  /// released ones.
  ///
  /// - Complexity: O(entries): the subscribers alive at the last call plus those added since;
  ///   each is visited once.
  func notify() {
    round &+= 1
    guard !entries.isEmpty else { return }
    entries.removeAll { $0.subscriber == nil }
    // NB: A snapshot: a subscriber only marks views dirty, but one subscribing during delivery
    // (a view store created by a callback) must not be told of a send it did not see start.
    for entry in entries {
      entry.subscriber?.storeDidSend()
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
