/// A property that publishes every assignment: `objectWillChange` first, then `$x`.
///
/// One assignment `object.x = v`, synchronously and in this order:
/// 1. the owner's `objectWillChange.send()`, once it has been installed (see
///    ``ObservableObject/objectWillChange``);
/// 2. every subscriber of `$x` receives `v`;
/// 3. `v` is stored.
///
/// NB: it publishes at willSet, so the getter still returns the old value during 1 and 2.
/// There is no equality check: an equal assignment, or `x += 0`, notifies all the same. An
/// assignment made by a subscriber completes first, then the outer one stores over it: the
/// outermost write wins. Only classes can use it (the enclosing-instance subscript).
@propertyWrapper
public struct Published<Value> {
  /// NB: a class box, so copies of the wrapper (such as the one `PublishedLayout` reads out of an
  /// object) share value and subscribers.
  let subject: PublishedSubject<Value>

  public init(wrappedValue: Value) {
    subject = PublishedSubject(wrappedValue)
  }

  /// Creates the storage directly, as Combine allows: `let field = Published(initialValue: 0)`.
  ///
  /// Such a field is found and installed like a wrapped one, but it has no `x` to assign; only
  /// ``Published/subscript(_enclosingInstance:wrapped:storage:)`` reaches it.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The publisher `$x`; see ``Published/Publisher``.
  ///
  /// NB: the setter exists only so `$x` can be passed `inout` to `assign(to:)`; assigning it
  /// another publisher changes nothing, as in Combine.
  public var projectedValue: Publisher {
    get { Publisher(subject: subject) }
    set {}
  }

  // NB: required by the language, never called: classes go through the subscript below.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The accessors of a class's `@Published` property: read the stored value, or assign.
  ///
  /// NB: a get and a set, no `_modify`, as OpenCombine's (1c6f02c,
  /// `Sources/OpenCombine/Published.swift`, lines 197-219). So an in-place change such as
  /// `rows.append(row)` reads a copy, changes it and assigns it back: the copy shares the stored
  /// array's buffer, so the change copies every element first, O(n) for an append.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
  ) -> Value {
    get { object[keyPath: storageKeyPath].subject.value }
    set { object[keyPath: storageKeyPath].subject.send(newValue) }
  }
}

/// How ``ObservableObject/objectWillChange`` sees a `@Published` field of any value type, as
/// ``PublishedLayout`` reads it from an object.
protocol PublishedField {
  var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
  /// `Owner.$x`: what the causal log calls the field's publisher.
  var name: String? { get nonmutating set }
}

extension Published: PublishedField {
  var objectWillChange: ObservableObjectPublisher? {
    get { subject.objectWillChange }
    nonmutating set { subject.objectWillChange = newValue }
  }

  var name: String? {
    get { subject.name }
    nonmutating set { subject.name = newValue }
  }
}
