/// Something that can be cancelled: a subscription, or anything wrapped in an ``AnyCancellable``.
public protocol Cancellable {
  /// Stops the activity and frees what it holds. Calling it again does nothing.
  func cancel()
}

extension Cancellable {
  /// Wraps this in a new ``AnyCancellable`` and keeps that in `set`.
  ///
  /// NB: it wraps even an ``AnyCancellable`` seen only as a `Cancellable`, as Combine does, so
  /// storing one twice that way keeps two entries.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }

  /// Wraps this in a new ``AnyCancellable`` and appends that to `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
