import Instrumentation

/// The storage of one `@Published` property: its value, its `$x` subscribers, and the owner's
/// `objectWillChange` once installed.
final class PublishedSubject<Value> {
  /// What the property's getter returns: stored only after every subscriber was told.
  private(set) var value: Value
  var objectWillChange: ObservableObjectPublisher?
  /// `Owner.$x`, for the causal log's trace of each send; given with ``objectWillChange``.
  var name: String?
  let subscribers = SubscriberList<Value>()
  /// Subscriptions made by `assign(to:)`; they end when this storage is freed.
  var upstreams: [AnyCancellable] = []
  /// The values being sent right now, outermost first: more than one while a subscriber
  /// assigns again.
  private var sending: [Value] = []

  init(_ value: Value) {
    self.value = value
  }

  /// The current value sent to a new `$x` subscriber on subscribe: during a send the value
  /// being sent (as Apple's Combine does; OpenCombine sends the stored, old one), else ``value``.
  ///
  /// NB: after a re-entrant send ends, a new subscriber is sent the outer one's value again: it
  /// is the one the property ends with (outermost write wins).
  var valueOnSubscribe: Value {
    sending.last ?? value
  }

  /// One assignment: notify the owner, then the `$x` subscribers, then store.
  ///
  /// A `$x` subscriber added by a `$x` subscriber is sent the value being sent on subscribe, and
  /// waits for the next send. One added from an `objectWillChange` sink is sent, on subscribe,
  /// the value of the send already under way if there is one (an outer send's, when this one is
  /// nested: not the stored value), else the stored one; and since the subscribers are read
  /// after `objectWillChange`, it then gets `newValue` as well.
  ///
  /// NB: OpenCombine reads its subscribers before `objectWillChange` (1c6f02c,
  /// `Sources/OpenCombine/Helpers/PublishedSubject.swift`, `send(_:)`, lines 76-88), so there
  /// such a subscriber gets the stored value only. What Apple's Combine does is not verified;
  /// the order here is kept (`PublishedTests.subscribedFromObjectWillChange`).
  func send(_ newValue: Value) {
    begin(newValue)
    subscribers.send(newValue)
    end(newValue)
  }

  // NB: `send` is one frame of every chain of notifications; its bookkeeping lives in these two
  // helpers, whose frames are gone before the subscribers run (see
  // `NotificationDepth.stackReserve`).
  private func begin(_ newValue: Value) {
    objectWillChange?.send()
    sending.append(newValue)
    // NB: traced only when someone listens: the line heads its subscribers' work.
    if let name, !subscribers.isEmpty { EventLog.trace("\(name) sends") }
  }

  private func end(_ newValue: Value) {
    sending.removeLast()
    // NB: stored last, so every subscriber above still read the old value through the getter.
    // A re-entrant send stores its value meanwhile and the outer one then overwrites it.
    value = newValue
  }
}
