extension Publisher {
  /// Assigns every value to `object[keyPath: keyPath]`, until the result is cancelled or
  /// released.
  ///
  /// NB: the subscription holds `object` strongly, as Combine's does: assigning to `self` and
  /// storing the result on `self` is a retain cycle. Prefer ``assign(to:)`` for a `@Published`
  /// property of the same object. Cancelling lets go of `object` and ends the writes, whatever
  /// the upstream still sends.
  public func assign<Root: AnyObject>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let target = AssignTarget(object)
    let subscription = sink { target.assign($0, to: keyPath) }
    // NB: let go of before the upstream is cancelled, so nothing it sends from then on, during
    // its cancel included, is written.
    return AnyCancellable {
      target.release()
      subscription.cancel()
    }
  }
}

/// The object an `assign(to:on:)` subscription writes to, until it is cancelled.
///
/// NB: held here, not captured by the sink's closure, so a cancel lets go of it even behind an
/// upstream that keeps the closure and sends on after its cancel (every publisher of the slice
/// drops both at once), as Combine's subscriber does: OpenCombine's `Subscribers.Assign` clears
/// its `object` on cancel and writes only while it has one.
private final class AssignTarget<Root: AnyObject> {
  private var object: Root?

  init(_ object: Root) {
    self.object = object
  }

  /// Writes `value` to the object, if it still has one.
  func assign<Value>(_ value: Value, to keyPath: ReferenceWritableKeyPath<Root, Value>) {
    // NB: a strong copy, so a cancel made by the write itself frees the object only after it.
    guard let object else { return }
    object[keyPath: keyPath] = value
  }

  /// Lets go of the object: nothing is written from now on.
  func release() {
    // NB: taken out, not overwritten: the object's deinit may send on the upstream, whose
    // delivery reads `object`, and the release must come after the write, not inside it.
    _ = object.take()
  }
}
