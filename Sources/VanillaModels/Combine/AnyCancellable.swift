/// A subscription's cancel action: runs once, on ``cancel()`` or when the cancellable is released.
///
/// Cancelling ends the subscription and releases the subscriber's closure, and with it whatever
/// the closure captured. Two cancellables are equal only when they are the same instance, which
/// is what `store(in:)` relies on to keep a `Set<AnyCancellable>`.
///
/// It may be released on any thread, as Combine's may. The cancel action belongs to the main
/// actor, like every publisher it ends, so it runs there and nowhere else: right away when the
/// last release happens on the main actor (always, in view models), otherwise as soon as the
/// main actor is free. NB: until then, a send on the main actor still reaches the subscriber.
/// This is the language's isolated deinit: no lock, no unchecked `Sendable`, and no cancel
/// action that could race with a send.
public final class AnyCancellable: Cancellable {
  private var cancelAction: (() -> Void)?

  /// Creates a cancellable that runs `cancel` the first time it is cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Creates a cancellable that cancels `canceller` the first time it is cancelled or released.
  public convenience init(_ canceller: some Cancellable) {
    self.init { canceller.cancel() }
  }

  /// Ends the subscription. Calling it again does nothing.
  public func cancel() {
    // NB: cleared before running, so a second or re-entrant cancel finds nothing to run.
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  isolated deinit {
    cancel()
  }

  /// Ties the subscription's lifetime to `set`, usually a view model's `cancellables`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Ties the subscription's lifetime to `collection`, an array for instance.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }
}

extension AnyCancellable: Hashable {
  nonisolated public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
