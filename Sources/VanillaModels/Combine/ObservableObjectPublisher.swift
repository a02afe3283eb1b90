import Instrumentation

/// The publisher behind `objectWillChange`: sends `Void` before its owner changes.
///
/// It sends nothing on subscribe: a subscriber only hears sends made after it subscribed.
/// Delivery is synchronous and depth-first over a snapshot of the subscribers, in subscription
/// order.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void

  /// Names the sends in the event log: the owner's type name, e.g. `CounterViewModel`.
  let ownerName: String
  private let subscribers = SubscriberList<Void>()

  /// Creates a free-standing publisher, logged as `ObservableObjectPublisher`.
  public init() {
    ownerName = "ObservableObjectPublisher"
  }

  /// Creates the synthesized `objectWillChange` of `owner`, logged under its bare type name.
  init(owner: AnyObject) {
    ownerName = String(describing: type(of: owner))
  }

  /// Tells every subscriber that the owner is about to change.
  ///
  /// NB: send before mutating; subscribers still read the old state, as SwiftUI expects.
  public func send() {
    EventLog.record(ownerName, .objectWillChange)
    subscribers.send(())
  }

  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribers.subscribe(receiveValue)
  }
}
