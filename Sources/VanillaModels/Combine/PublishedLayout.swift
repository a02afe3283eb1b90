@_spi(Reflection) import Swift

/// Where a class's `@Published` fields are, worked out once per class from the runtime's field
/// records (the records a `Mirror` reads), so that ``ObservableObject/objectWillChange`` installs
/// and finds its publisher without a `Mirror`.
///
/// NB: a `Mirror` reflects field after field and looks each field's type up by name, on every
/// read: `objectWillChange` built one on every access, which was most of mounting 100,000
/// vanilla rows. How Apple's Combine, whose source is closed, finds the fields is not known
/// here; no count depends on it.
///
/// NB: there is no `Mirror` fallback. The walk below can fail only for a type that is not a class
/// or a body that stops it (see the standard library's `_forEachField`), neither of which can
/// happen here, so a fallback would be code no test reaches; a failed walk stops the program.
enum PublishedLayout {
  /// A `@Published` field: its name as declared (`_count` for a wrapped `count`), and how to
  /// read it from a pointer to the object.
  struct Field {
    let label: String
    let read: (UnsafeRawPointer) -> any PublishedField
  }

  /// A `@Published` field read from an object, with its name as declared.
  typealias NamedField = (label: String, field: any PublishedField)

  /// What each class holds: its `@Published` fields, superclasses' included (none for a class
  /// without one).
  private static var fields: [ObjectIdentifier: [Field]] = [:]

  /// The `@Published` fields of `type`, worked out on first use.
  ///
  /// - Complexity: O(1) after the first call for a class (one dictionary lookup).
  static func fields(of type: AnyObject.Type) -> [Field] {
    if let known = fields[ObjectIdentifier(type)] { return known }
    let made = make(type)
    fields[ObjectIdentifier(type)] = made
    return made
  }

  /// The publisher installed in `object`'s `fields`, if one is: its first field tells, since a
  /// publisher is installed into all of them at once.
  static func installedPublisher(in object: AnyObject, _ fields: [Field])
    -> ObservableObjectPublisher?
  {
    guard let first = fields.first else { return nil }
    return withBase(of: object) { first.read($0).objectWillChange }
  }

  /// `object`'s `fields`, read from it, each with its label.
  static func read(_ fields: [Field], of object: AnyObject) -> [NamedField] {
    withBase(of: object) { base in fields.map { ($0.label, $0.read(base)) } }
  }

  private static func withBase<Result>(of object: AnyObject, _ body: (UnsafeRawPointer) -> Result)
    -> Result
  {
    withExtendedLifetime(object) {
      body(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()))
    }
  }

  private static func make(_ type: AnyObject.Type) -> [Field] {
    var fields: [Field] = []
    let complete = _forEachField(of: type, options: classType) { name, offset, fieldType, _ in
      guard let published = fieldType as? any PublishedField.Type else { return true }
      fields.append(Field(label: String(cString: name), read: reader(published, at: offset)))
      return true
    }
    precondition(complete, "the runtime could not list the stored fields of class \(type)")
    return fields
  }
}

/// `_EachFieldOptions.classType`, which the standard library declares as a `static var`, so Swift 6
/// refuses to read it from here; its value is fixed, as the runtime's field walk reads it.
private let classType = _EachFieldOptions(rawValue: 1 << 0)

/// Reads a `T` field at `offset` in an object. NB: a copy of a `@Published` field shares its
/// storage, so a publisher installed through it is installed in the object.
private func reader<T: PublishedField>(_: T.Type, at offset: Int) -> (UnsafeRawPointer)
  -> any PublishedField
{
  { ($0 + offset).assumingMemoryBound(to: T.self).pointee }
}
