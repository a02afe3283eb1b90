/// The storage of one `@Published` property: its value, its `$x` subscribers, and the owner's
/// `objectWillChange` once installed.
final class PublishedSubject<Value> {
  var value: Value
  var objectWillChange: ObservableObjectPublisher?
  let subscribers = SubscriberList<Value>()
  /// Subscriptions made by `assign(to:)`; they end when this storage is freed.
  var upstreams: [AnyCancellable] = []

  init(_ value: Value) {
    self.value = value
  }

  /// One assignment: notify the owner, then the `$x` subscribers, then store.
  func send(_ newValue: Value) {
    objectWillChange?.send()
    subscribers.send(newValue)
    // NB: stored last, so every subscriber above still read the old value through the getter.
    value = newValue
  }
}
