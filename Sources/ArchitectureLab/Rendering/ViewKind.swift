@_spi(Reflection) import Swift

/// What the renderer needs to know about a view type, worked out once per type: its name and
/// flags, how two of its values compare as inputs, and where its `@ObservedObject`s are.
///
/// SwiftUI reads a view type's layout once and compares view values field by field from then
/// on; so does the lab. Nothing here reflects on a view value after the type's first use.
final class ViewKind {
  /// The view type's identity: a list appending one more row of the type it appended last
  /// compares this instead of looking the kind up.
  let typeID: ObjectIdentifier
  let name: String
  let isTransparent: Bool
  let readsEnvironmentObject: Bool
  let isListRow: Bool
  /// How two values of this type compare as inputs (``ViewInputs``' rules), read in place.
  let compare: InputComparison.Compare
  /// Reads the objects a value of this type observes, in field order.
  private let observedObjectReader: (any LabView) -> [ObservedObjectReference]

  private init<V: LabView>(_: V.Type) {
    typeID = ObjectIdentifier(V.self)
    name = V.viewName
    isTransparent = V.isTransparent
    readsEnvironmentObject = V.readsEnvironmentObject
    isListRow = V.isListRow
    compare = InputComparison.of(V.self)
    observedObjectReader = Self.observedObjectReader(V.self)
  }

  /// The objects a value of this type observes, in field order.
  func observedObjects(_ view: any LabView) -> [ObservedObjectReference] {
    observedObjectReader(view)
  }

  /// The kind of `V`, worked out on first use.
  ///
  /// - Complexity: O(1) after the first call for a type: the last type asked for is remembered,
  ///   so a body listing many rows of one type looks nothing up.
  static func of<V: LabView>(_ type: V.Type) -> ViewKind {
    let id = ObjectIdentifier(type)
    if let last, last.id == id { return last.kind }
    let kind = known[id] ?? ViewKind(type)
    known[id] = kind
    last = (id, kind)
    return kind
  }

  private static var known: [ObjectIdentifier: ViewKind] = [:]
  private static var last: (id: ObjectIdentifier, kind: ViewKind)?

  /// Reads a view's `@ObservedObject` properties: the stored properties of an observed-object
  /// type, at their offsets, and any existential one that holds an observed object.
  private static func observedObjectReader<V: LabView>(_: V.Type)
    -> (any LabView) -> [ObservedObjectReference]
  {
    guard !(V.self is AnyClass), !(V.self is any CustomReflectable.Type) else {
      return { ObservedObjectReference.reflected(in: $0) }
    }
    var readers: [(UnsafeRawPointer) -> ObservedObjectReference?] = []
    _ = _forEachField(of: V.self) { _, offset, type, kind in
      if let property = type as? any ObservedObjectProperty.Type {
        let read = property.referenceReader()
        readers.append { read($0 + offset) }
      } else if kind == .existential || kind == .optional {
        // NB: as reflection finds them: a stored property whose value, not type, is one.
        let read = InputComparison.valueReader(of: type)
        readers.append { (read($0 + offset) as? any ObservedObjectProperty)?.reference }
      }
      return true
    }
    guard !readers.isEmpty else { return { _ in [] } }
    return { view in
      func open<W: LabView>(_ view: W) -> [ObservedObjectReference] {
        withUnsafePointer(to: view) { pointer in
          readers.compactMap { $0(UnsafeRawPointer(pointer)) }
        }
      }
      return open(view)
    }
  }
}
