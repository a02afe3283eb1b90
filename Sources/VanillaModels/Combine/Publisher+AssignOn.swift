extension Publisher {
  /// Assigns every value to `object[keyPath: keyPath]`, until the result is cancelled or
  /// released.
  ///
  /// NB: the subscription holds `object` strongly, as Combine's does: assigning to `self` and
  /// storing the result on `self` is a retain cycle. Prefer ``assign(to:)`` for a `@Published`
  /// property of the same object.
  public func assign<Root: AnyObject>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }
}
