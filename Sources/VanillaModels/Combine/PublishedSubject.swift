/// The storage of one `@Published` property: its value, its `$x` subscribers, and the owner's
/// `objectWillChange` once installed.
final class PublishedSubject<Value> {
  /// What the property's getter returns: stored only after every subscriber was told.
  private(set) var value: Value
  /// What a new `$x` subscriber is replayed: during a send the value being sent (as Apple's
  /// Combine does; OpenCombine replays the stored, old one), else ``value``.
  private(set) var replayValue: Value
  var objectWillChange: ObservableObjectPublisher?
  let subscribers = SubscriberList<Value>()
  /// Subscriptions made by `assign(to:)`; they end when this storage is freed.
  var upstreams: [AnyCancellable] = []
  /// How many sends are delivering right now: more than one while a subscriber assigns again.
  private var sendDepth = 0

  init(_ value: Value) {
    self.value = value
    self.replayValue = value
  }

  /// One assignment: notify the owner, then the `$x` subscribers, then store.
  ///
  /// A subscriber of `objectWillChange` that subscribes to `$x` is replayed the old value (the
  /// send has not begun); one added by a `$x` subscriber, the value being sent.
  func send(_ newValue: Value) {
    objectWillChange?.send()
    let enclosing = replayValue
    sendDepth += 1
    replayValue = newValue
    subscribers.send(newValue)
    sendDepth -= 1
    // NB: stored last, so every subscriber above still read the old value through the getter.
    // A re-entrant send stores its value meanwhile and the outer one then overwrites it
    // (outermost write wins); until then a new subscriber is replayed the outer, in-flight
    // value, which is the one the property ends with.
    value = newValue
    replayValue = sendDepth > 0 ? enclosing : newValue
  }
}
