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
  /// superclass fields included, found with a `Mirror`; those fields keep it, so later accesses
  /// return the same instance and an assignment never needs a `Mirror`. Until that first access
  /// a `@Published` assignment sends nothing, which is harmless: nobody can be subscribed yet.
  /// An object with no `@Published` field keeps its publisher in a side table instead.
  public var objectWillChange: ObservableObjectPublisher {
    // NB: the table first: a hit costs one hash lookup, a `Mirror` reflects field after field.
    if let publisher = FieldlessPublishers.publisher(of: self) {
      return publisher
    }
    var fields = publishedFields.makeIterator()
    guard let first = fields.next() else {
      let publisher = ObservableObjectPublisher(owner: self)
      FieldlessPublishers.insert(publisher, for: self)
      return publisher
    }
    // NB: installed into all fields at once, so the first field tells whether it is done.
    if let installed = first.objectWillChange {
      return installed
    }
    let publisher = ObservableObjectPublisher(owner: self)
    first.objectWillChange = publisher
    while let field = fields.next() {
      field.objectWillChange = publisher
    }
    return publisher
  }

  /// The object's `@Published` fields, its own first, then its superclasses', read lazily.
  private var publishedFields: some Sequence<any PublishedField> {
    sequence(first: Mirror(reflecting: self), next: \.superclassMirror)
      .lazy
      .flatMap(\.children)
      .compactMap { $0.value as? any PublishedField }
  }
}
