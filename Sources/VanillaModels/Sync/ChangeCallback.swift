import Instrumentation

/// A closure property through which an `@Observable` model tells its owner of a change, such as
/// `onFavoritesChange`: the owner sets it, the model calls it from a `didSet`.
///
/// It reads and writes as the plain optional closure an app developer declares. The difference
/// is for the lab: each call is a delivery to one receiver, the callback, and enters
/// `NotificationDepth` as every delivery of the Combine slice does. Two models that replay into
/// each other through such callbacks without a guard recurse for ever, since a `didSet` runs even
/// when the value assigned is equal (the `@Observable` setter only skips the notification): the
/// callback is handed, nested, the value it is handling, again and again. Real code overflows the
/// stack; the lab refuses the echo of an echo, flags the loop and lets the stack unwind.
@propertyWrapper
public struct ChangeCallback<Value> {
  private var handler: ((Value) -> Void)?
  private let receiver = Receiver()

  public init(wrappedValue: ((Value) -> Void)?) {
    handler = wrappedValue
  }

  public var wrappedValue: ((Value) -> Void)? {
    get {
      handler.map { [receiver] handler in
        { value in receiver.deliver(value, to: handler) }
      }
    }
    set { handler = newValue }
  }

  /// The values the callback is handling right now, innermost last, with their echo counts
  /// (see `NotificationDepth`).
  private final class Receiver {
    var handling: [(value: Value, echoes: Int)] = []

    func deliver(_ value: Value, to handler: (Value) -> Void) {
      let echoes = handling.last.map { isRepeat(value, of: $0.value) ? $0.echoes + 1 : 0 } ?? 0
      guard NotificationDepth.enter(echoes: echoes) else { return }
      handling.append((value, echoes))
      defer {
        handling.removeLast()
        NotificationDepth.leave()
      }
      handler(value)
    }
  }
}
