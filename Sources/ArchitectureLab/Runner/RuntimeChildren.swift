/// The children of a value as the Swift runtime lists them for `Mirror`: a struct's or a tuple's
/// fields, an enum's payload, a class's fields at one level of its hierarchy, `weak` and
/// `unowned` fields loaded strong.
///
/// `Mirror(reflecting:)` asks the runtime for the same children through the same two entry
/// points, then wraps them: a lazy collection of labelled children, a `String` per label, a
/// closure for the superclass. A leak walk needs only the values, so it asks the runtime
/// directly, about a third of what a `Mirror` costs a value (an enum's payload: 0.6–1.3 µs
/// against 2.4–3.6 µs). A type that describes itself (`CustomReflectable`) is not listed this
/// way: its mirror is its own code.
nonisolated enum RuntimeChildren {
  /// Hands each child of `value` to `body`, read as `type`: the value's own type, or one of its
  /// class's superclasses for the fields declared there.
  static func forEach(of value: Any, as type: Any.Type, _ body: (Any) -> Void) {
    for index in 0..<runtimeChildCount(value, type: type) {
      var name: UnsafePointer<CChar>? = nil
      var freeName: RuntimeNameFree? = nil
      let child = runtimeChild(of: value, type: type, index: index, name: &name, free: &freeName)
      freeName?(name)
      body(child)
    }
  }

  /// Hands each child of `object` to `body`, the fields of every class in its hierarchy from its
  /// own class up, as a `Mirror` and its superclass mirrors list them.
  static func forEach(ofObject object: AnyObject, _ body: (Any) -> Void) {
    var level: AnyClass? = Swift.type(of: object)
    while let current = level {
      forEach(of: object, as: current, body)
      level = _getSuperclass(current)
    }
  }
}

/// How the runtime frees the name it hands back with a child or a field record.
typealias RuntimeNameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

// NB: the runtime's entry points behind `Mirror`, declared as the standard library declares them
// (they are not public API). `T` is `Any` here: the runtime opens the existential itself, as it
// does for `Mirror`, which passes its subject as `Any` too.

@_silgen_name("swift_reflectionMirror_count")
private nonisolated func runtimeChildCount<T>(_ value: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private nonisolated func runtimeChild<T>(
  of value: T, type: Any.Type, index: Int, name: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  free: UnsafeMutablePointer<RuntimeNameFree?>
) -> Any
