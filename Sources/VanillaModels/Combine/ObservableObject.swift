/// A class whose ``objectWillChange`` fires before any of its `@Published` properties changes.
///
/// Unlike Combine's, the protocol has no `ObjectWillChangePublisher` associated type: the
/// publisher is always an ``ObservableObjectPublisher``, the only kind Combine synthesizes.
public protocol ObservableObject: AnyObject {
  /// Sends before the object changes; the same instance on every access.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The synthesized publisher, named after the owner's type.
  ///
  /// On first access it is created and installed into every `@Published` field of the object,
  /// superclass fields included, found from the class's field records once per class
  /// (``PublishedLayout``), each field learning its name (`Owner.$x`) on the way for the causal
  /// log; those fields keep it, so later accesses return the same instance and an assignment
  /// never looks for it. Until that first access a `@Published` assignment sends nothing, which
  /// is harmless: nobody can be subscribed yet. An object with no `@Published` field keeps its
  /// publisher in a side table instead.
  public var objectWillChange: ObservableObjectPublisher {
    // NB: installed into all fields at once, so the first field tells whether it is done.
    let layout = PublishedLayout.fields(of: type(of: self))
    return PublishedLayout.installedPublisher(in: self, layout)
      ?? publisher(installedIn: PublishedLayout.read(layout, of: self))
  }

  /// A new publisher, installed in `fields`, which have none yet; the side table's, found or
  /// made, when there are no fields.
  private func publisher(installedIn fields: [PublishedLayout.NamedField])
    -> ObservableObjectPublisher
  {
    guard !fields.isEmpty else {
      if let publisher = FieldlessPublishers.publisher(of: self) { return publisher }
      let publisher = ObservableObjectPublisher(owner: self)
      FieldlessPublishers.insert(publisher, for: self)
      return publisher
    }
    let publisher = ObservableObjectPublisher(owner: self)
    for field in fields { install(publisher, into: field) }
    return publisher
  }

  private func install(
    _ publisher: ObservableObjectPublisher, into field: PublishedLayout.NamedField
  ) {
    field.field.objectWillChange = publisher
    // NB: a wrapped `x` is stored as `_x`; a field made with `Published(initialValue:)` keeps its
    // own name, and its publisher is that name.
    let name = field.label.hasPrefix("_") ? "$" + field.label.dropFirst() : field.label
    field.field.name = "\(publisher.ownerName).\(name)"
  }
}
