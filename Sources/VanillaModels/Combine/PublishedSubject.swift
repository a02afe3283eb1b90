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
  /// A subscriber of `objectWillChange` that subscribes to `$x` is sent the old value on
  /// subscribe (the send has not begun); one added by a `$x` subscriber, the value being sent.
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
