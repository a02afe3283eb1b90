extension Publisher {
  /// Assigns every value to a `@Published` property: `$source.map(…).assign(to: &$target)`.
  ///
  /// Each value takes the property's normal assignment path, so its owner's `objectWillChange`
  /// fires. The subscription belongs to the property's storage and holds it weakly: there is no
  /// retain cycle, even onto the same object, and it ends when the storage is freed; hence no
  /// cancellable is returned. A `$x` upstream's current value, sent on subscribe, is assigned
  /// right away.
  public func assign(to published: inout Published<Output>.Publisher) {
    let subject = published.subject
    let cancellable = sink { [weak subject] value in
      subject?.send(value)
    }
    subject.upstreams.append(cancellable)
  }
}
