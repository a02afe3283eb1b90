/// The storage of one `@Published` property: its value, its `$x` subscribers, and the owner's
/// `objectWillChange` once installed.
final class PublishedSubject<Value> {
  /// What the property's getter returns: stored only after every subscriber was told.
  var value: Value
  /// What a new `$x` subscriber is replayed: during a send the value being sent (as Apple's
  /// Combine does; OpenCombine replays the stored, old one), else ``value``.
  private(set) var replayValue: Value
  var objectWillChange: ObservableObjectPublisher?
  let subscribers = SubscriberList<Value>()
  /// Subscriptions made by `assign(to:)`; they end when this storage is freed.
  var upstreams: [AnyCancellable] = []

  init(_ value: Value) {
    self.value = value
    self.replayValue = value
  }

  /// One assignment: notify the owner, then the `$x` subscribers, then store.
  func send(_ newValue: Value) {
    objectWillChange?.send()
    replayValue = newValue
    subscribers.send(newValue)
    // NB: stored last, so every subscriber above still read the old value through the getter.
    // A re-entrant send stored its value meanwhile; the outermost write wins, for both values.
    value = newValue
    replayValue = newValue
  }
}
