import Instrumentation

/// A closure property through which an `@Observable` model tells its owner of a change, such as
/// `onFavoritesChange`: the owner sets it, the model calls it from a `didSet`.
///
/// It reads and writes as the plain optional closure an app developer declares. The difference
/// is for the lab: each call runs inside `NotificationDepth.deliver`, as every send of the
/// Combine slice does. Two models that replay into each other through such callbacks without a
/// guard recurse for ever, since a `didSet` runs even when the value assigned is equal (the
/// `@Observable` setter only skips the notification); real code overflows the stack, the lab
/// drops the innermost call past the depth limit, flags the loop and lets the stack unwind.
@propertyWrapper
public struct ChangeCallback<Value> {
  private var handler: ((Value) -> Void)?

  public init(wrappedValue: ((Value) -> Void)?) {
    handler = wrappedValue
  }

  public var wrappedValue: ((Value) -> Void)? {
    get {
      handler.map { handler in
        { value in NotificationDepth.deliver { handler(value) } }
      }
    }
    set { handler = newValue }
  }
}
