/// The stored fields of a struct or class that a leak walk enters, worked out once per type from
/// the runtime's field records: where each is and its type, so a walk reads it in place, without
/// reflecting the value.
///
/// A `Mirror` looks each field's type up by its mangled name on every read, a few microseconds a
/// value; a long fuzz run's walks spent most of their time there. Reading a field at its offset
/// costs what copying it costs, or less: a reference is read as bits, a struct in place.
///
/// NB: only strong stored fields can be read this way. A `weak` or `unowned` field is not a plain
/// reference in memory, so a type with one is left to the runtime's list of its children
/// (``RuntimeChildren``), as a type that describes itself (`CustomReflectable`) is left to its own
/// `Mirror`; the standard containers are entered as ``WalkedContainer``s before either.
nonisolated struct StoredFields {
  /// One field that may hold an object: where it is, and its declared type.
  struct Field {
    let offset: Int
    let type: Any.Type
  }

  /// The fields that may hold an object; a field whose type never does (numbers, text) is left
  /// out.
  let fields: [Field]

  /// The fields of `type`, a struct or a class, or `nil` when one of its stored fields is not
  /// strong; `holdsNoObject` says which field types need not be read. A type the runtime has no
  /// field records for has no fields here, as its `Mirror` has no children.
  init?(of type: Any.Type, holdsNoObject: (Any.Type) -> Bool) {
    var fields: [Field] = []
    for index in 0..<runtimeFieldCount(type) {
      var record = RuntimeFieldRecord()
      let fieldType = runtimeFieldType(type, index: index, record: &record)
      record.freeName?(record.name)
      guard record.isStrong else { return nil }
      guard !holdsNoObject(fieldType) else { continue }
      fields.append(Field(offset: runtimeFieldOffset(type, index: index), type: fieldType))
    }
    self.fields = fields
  }

  /// Whether each stored field of `type`, a struct or a class, is strong, in declaration order
  /// (a `weak` or `unowned` one is not); empty when the runtime has no field records for it.
  static func strengths(of type: Any.Type) -> [Bool] {
    (0..<runtimeFieldCount(type)).map { index in
      var record = RuntimeFieldRecord()
      _ = runtimeFieldType(type, index: index, record: &record)
      record.freeName?(record.name)
      return record.isStrong
    }
  }
}

/// What the Swift runtime's field records say of one field besides its type, laid out as the
/// runtime writes it.
private nonisolated struct RuntimeFieldRecord {
  var name: UnsafePointer<CChar>? = nil
  var freeName: RuntimeNameFree? = nil
  var isStrong = false
  var isVar = false
}

// NB: the runtime's own entry points for a type's stored fields (a class's superclasses'
// included), which `Mirror` and the standard library's `_forEachField` read, declared here as the
// standard library declares them (they are not public API): `_forEachField` does not say whether
// a field is `weak`, which a walk must know before it reads one.

@_silgen_name("swift_reflectionMirror_recursiveCount")
private nonisolated func runtimeFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private nonisolated func runtimeFieldType(
  _ type: Any.Type, index: Int, record: UnsafeMutablePointer<RuntimeFieldRecord>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private nonisolated func runtimeFieldOffset(_ type: Any.Type, index: Int) -> Int
