@_spi(Reflection) import Swift

/// What the renderer needs to know about a view type, worked out once per type: its name and
/// flags, how two of its values compare as inputs, and where its `@ObservedObject`s are.
///
/// SwiftUI reads a view type's layout once and compares view values field by field from then
/// on; so does the lab. For a struct view, nothing here reflects on a view value after the
/// type's first use; a class view, a view with a custom mirror and the types
/// ``InputComparison`` cannot lay out are read by reflection.
final class ViewKind {
  /// The view type's identity: a list appending one more row of the type it appended last
  /// compares this instead of looking the kind up (``of(_:)``).
  let typeID: ObjectIdentifier
  let name: String
  let isTransparent: Bool
  let readsEnvironmentObject: Bool
  let isForEachRow: Bool
  /// How the type's content is presented, if it is a ``PresentedContent``.
  let presentation: Presentation?
  /// Whether the type is a ``ListContainer``.
  let isListContainer: Bool
  /// Whether the type's id names a branch (``BranchIdentified``), not a collection's element.
  let idNamesBranch: Bool
  /// How values of this type compare as inputs (``ViewInputs``' rules), read in place, one pair
  /// or a run of them at a time.
  let plan: InputComparison.Plan
  /// How two values of this type compare as inputs: the plan's comparison.
  var compare: InputComparison.Compare { plan.compare }
  /// Reads the objects a value of this type observes, in field order.
  private let observedObjectReader: (any LabView) -> [ObservedObjectReference]
  /// Reads the storage of a value's `@StateObject` properties, in field order; `nil` for a type
  /// that has none.
  let stateObjectSlots: ((any LabView) -> [any AnyStateObjectSlot])?

  private init<V: LabView>(_: V.Type) {
    typeID = ObjectIdentifier(V.self)
    name = V.viewName
    isTransparent = V.isTransparent
    readsEnvironmentObject = V.readsEnvironmentObject
    isForEachRow = V.isForEachRow
    let hasRole = V.self is any RenderRole.Type
    presentation = hasRole ? (V.self as? any PresentedContent.Type)?.presentation : nil
    isListContainer = hasRole && V.self is any ListContainer.Type
    idNamesBranch = hasRole && V.self is any BranchIdentified.Type
    plan = InputComparison.plan(of: V.self)
    observedObjectReader = Self.observedObjectReader(V.self)
    stateObjectSlots = Self.stateObjectReader(V.self)
  }

  /// The objects a value of this type observes, in field order.
  func observedObjects(_ view: any LabView) -> [ObservedObjectReference] {
    observedObjectReader(view)
  }

  /// The kind of `V`, worked out on first use.
  ///
  /// - Complexity: one lookup after the first call for a type; a body listing many rows of one
  ///   type looks it up once, for the first (``ChildViews`` compares ``typeID`` for the rest).
  static func of<V: LabView>(_ type: V.Type) -> ViewKind {
    let id = ObjectIdentifier(type)
    if let known = known[id] { return known }
    let kind = ViewKind(type)
    known[id] = kind
    return kind
  }

  /// NB: `@exclusivity(unchecked)`: read for every view a body lists, and the runtime's checks
  /// were 0.2 % of a fuzz step of `favorites`; a kind is made before it is stored, so the
  /// insertion runs no other code.
  @exclusivity(unchecked) private static var known: [ObjectIdentifier: ViewKind] = [:]

  /// Reads a struct view's `@StateObject` properties; `nil` when it has none (a class view has
  /// none the lab can find).
  private static func stateObjectReader<V: LabView>(_: V.Type)
    -> ((any LabView) -> [any AnyStateObjectSlot])?
  {
    guard InputComparison.kind(of: V.self) == .struct else { return nil }
    var readers: [(UnsafeRawPointer) -> any AnyStateObjectSlot] = []
    _ = _forEachField(of: V.self) { _, offset, type, _ in
      if let property = type as? any StateObjectProperty.Type {
        let read = property.slotReader()
        readers.append { read($0 + offset) }
      }
      return true
    }
    guard !readers.isEmpty else { return nil }
    return { view in
      func open<W: LabView>(_ view: W) -> [any AnyStateObjectSlot] {
        withUnsafePointer(to: view) { pointer in
          readers.map { $0(UnsafeRawPointer(pointer)) }
        }
      }
      return open(view)
    }
  }

  /// Reads a view's `@ObservedObject` properties: the stored properties of an observed-object
  /// type, at their offsets, and any existential one that holds an observed object.
  private static func observedObjectReader<V: LabView>(_: V.Type)
    -> (any LabView) -> [ObservedObjectReference]
  {
    guard !(V.self is AnyClass), !(V.self is any CustomReflectable.Type) else {
      return { ObservedObjectReference.reflected(in: $0) }
    }
    var readers: [(UnsafeRawPointer) -> ObservedObjectReference?] = []
    // NB: a `weak` or `unowned` field holds no plain reference (a weak one points at the
    // object's side table), so reading it as its type would read garbage; and it cannot hold an
    // observed object, which is a struct. So it is skipped, as the input comparison and the leak
    // walk skip it.
    let strengths =
      InputComparison.kind(of: V.self) == .struct ? StoredFields.strengths(of: V.self) : []
    var index = 0
    _ = _forEachField(of: V.self) { _, offset, type, kind in
      defer { index += 1 }
      guard index >= strengths.count || strengths[index] else { return true }
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
