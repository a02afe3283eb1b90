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
  /// superclass fields included, found with a `Mirror`, each field learning its name (`Owner.$x`)
  /// on the way for the causal log; those fields keep it, so later accesses
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
    if let installed = first.field.objectWillChange {
      return installed
    }
    let publisher = ObservableObjectPublisher(owner: self)
    install(publisher, into: first)
    while let field = fields.next() {
      install(publisher, into: field)
    }
    return publisher
  }

  private func install(_ publisher: ObservableObjectPublisher, into field: NamedField) {
    field.field.objectWillChange = publisher
    // NB: a wrapped `x` is stored as `_x`; a field made with `Published(initialValue:)` keeps its
    // own name, and its publisher is that name.
    let name = field.label.map { $0.hasPrefix("_") ? "$" + $0.dropFirst() : $0 } ?? "$?"
    field.field.name = "\(publisher.ownerName).\(name)"
  }

  private typealias NamedField = (label: String?, field: any PublishedField)

  /// The object's `@Published` fields, its own first, then its superclasses', read lazily.
  private var publishedFields: some Sequence<NamedField> {
    sequence(first: Mirror(reflecting: self), next: \.superclassMirror)
      .lazy
      .flatMap(\.children)
      .compactMap { child in (child.value as? any PublishedField).map { (child.label, $0) } }
  }
}
