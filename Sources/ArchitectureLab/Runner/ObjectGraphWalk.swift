@_spi(Reflection) import Swift

/// One walk of a contestant's object graph: from values, through every object and value they
/// hold, collecting the contestant's objects. The ``LeakTracker`` starts one from each live view
/// and remembers what it reached.
///
/// How a value of each type is entered is worked out once per type (``Plans``) and kept across
/// walks.
///
/// NB: nonisolated, like the plans' readers: a closure written in a main-actor type checks at
/// run time that it runs on the main actor, on every call, and a walk calls one per value.
nonisolated struct ObjectGraphWalk {
  /// How the values of each type seen so far are entered, and which types hold no object.
  struct Plans {
    fileprivate var walks: [ObjectIdentifier: Walk] = [:]
    fileprivate var holdsNoObject: [ObjectIdentifier: Bool] = [:]
  }

  /// How a walk enters the values of one type.
  fileprivate enum Walk {
    /// Not at all: no value of the type holds an object, or reflection cannot enter it.
    case leaf
    /// An object: one of the contestant's, entered as `fields` says, or the toolchain's
    /// (`tracked` is false), which is counted but not entered.
    case object(ObjectFields, tracked: Bool)
    /// A struct whose stored fields are all strong, field by field at their offsets.
    case fields(StoredFields)
    /// An optional, an array, a set, a dictionary or an `AnyHashable`, element by element.
    case container(any WalkedContainer.Type)
    /// By the children the runtime lists: enums (their payload), tuples, structs with a `weak`
    /// or `unowned` field.
    case children
    /// By its own mirror: a type that describes itself (`CustomReflectable`).
    case mirror
  }

  /// How a walk enters the fields of one class's objects.
  fileprivate enum ObjectFields {
    /// Field by field at their offsets, when every stored field is strong.
    case stored(StoredFields)
    /// By the children the runtime lists, level by level: a class with a `weak` or `unowned`
    /// field.
    case children
    /// By its own mirror: a class that describes itself.
    case mirror
  }

  private(set) var plans: Plans
  private var visited: Set<ObjectIdentifier> = []
  /// The contestant's objects reached, in the order they were first reached.
  private(set) var reached: [AnyObject] = []
  /// How many types this walk worked out how to enter, not having a plan for them yet.
  private(set) var plansWorkedOut = 0

  init(plans: Plans) {
    self.plans = plans
  }

  /// How many objects the walk visited, the toolchain's included.
  var visitedCount: Int { visited.count }

  /// Walks from `value`.
  mutating func visit(_ value: Any) {
    let dynamicType = type(of: value)
    switch walk(of: dynamicType) {
    case .leaf:
      return
    case .object(let fields, let tracked):
      let object = Self.object(Self.flattened(value, as: dynamicType))
      guard visited.insert(ObjectIdentifier(object)).inserted, tracked else { return }
      reached.append(object)
      switch fields {
      case .stored(let fields): fields.forEachValue(inObject: object) { visit($0) }
      case .children: RuntimeChildren.forEach(ofObject: object) { visit($0) }
      case .mirror: visitByReflection(value)
      }
    case .fields(let fields):
      fields.forEachValue(inStruct: Self.flattened(value, as: dynamicType)) { visit($0) }
    case .container(let container):
      container.forEachElement(in: value) { visit($0) }
    case .children:
      RuntimeChildren.forEach(of: value, as: dynamicType) { visit($0) }
    case .mirror:
      visitByReflection(value)
    }
  }

  private mutating func visitByReflection(_ value: Any) {
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      for child in current.children { visit(child.value) }
      mirror = current.superclassMirror
    }
  }

  /// How a walk enters values of `type`: not at all when none holds an object (plain data,
  /// text, containers and structs of them) or reflection cannot enter it (a closure, a
  /// metatype); else field by field, element by element, by the runtime's children, or by its
  /// own mirror.
  private mutating func walk(of type: Any.Type) -> Walk {
    if let known = plans.walks[ObjectIdentifier(type)] { return known }
    let walk: Walk
    let kind = InputComparison.kind(of: type)
    let describesItself = type is any CustomReflectable.Type
    if kind == .class {
      let fields: ObjectFields =
        describesItself
        ? .mirror
        : StoredFields(of: type) { holdsNoObject($0) }.map(ObjectFields.stored) ?? .children
      walk = .object(fields, tracked: Self.isContestants(type))
    } else if holdsNoObject(type) {
      walk = .leaf
    } else if let container = type as? any WalkedContainer.Type {
      walk = .container(container)
    } else if describesItself {
      walk = kind == .struct || kind == .enum ? .mirror : .leaf
    } else if kind == .struct {
      walk = StoredFields(of: type) { holdsNoObject($0) }.map(Walk.fields) ?? .children
    } else if kind == .enum || kind == .tuple {
      walk = .children
    } else {
      walk = .leaf
    }
    plans.walks[ObjectIdentifier(type)] = walk
    plansWorkedOut += 1
    return walk
  }

  /// Whether no value of `type` holds an object it keeps alive: trivially copyable data (an
  /// `unowned(unsafe)` or `Unmanaged` reference does not keep its object alive), text, and
  /// containers and plain structs of those.
  ///
  /// Decided once per type, so only facts of the type count: a `String` is a leaf, but an
  /// `Any?` or an `AnyHashable` that holds one this time may hold an object the next.
  private mutating func holdsNoObject(_ type: Any.Type) -> Bool {
    if let known = plans.holdsNoObject[ObjectIdentifier(type)] { return known }
    // NB: a type that holds itself (through an array, say) may hold an object while it is
    // being worked out.
    plans.holdsNoObject[ObjectIdentifier(type)] = false
    let holdsNone: Bool
    if Self.isPlainData(type) || type == String.self || type == Substring.self {
      holdsNone = true
    } else if let container = type as? any WalkedContainer.Type {
      holdsNone = container.elementTypes.allSatisfy { holdsNoObject($0) }
    } else if InputComparison.kind(of: type) == .struct, !(type is any CustomReflectable.Type) {
      holdsNone = StoredFields(of: type) { holdsNoObject($0) }?.fields.isEmpty ?? false
    } else {
      holdsNone = false
    }
    plans.holdsNoObject[ObjectIdentifier(type)] = holdsNone
    return holdsNone
  }

  /// `value`, an instance of a class held flat (see ``flattened(_:as:)``), as the object it is.
  ///
  /// NB: `value` arrives as `Any` and is opened (SE-0352), so `T` is its class. The reference is
  /// read as it is: `as AnyObject` would first ask whether the value bridges to Objective-C, a
  /// protocol conformance lookup that cost more than the rest of the visit.
  private static func object<T>(_ value: T) -> AnyObject {
    unsafeBitCast(value, to: AnyObject.self)
  }

  /// `value` as an `Any` that holds a value of its dynamic type, `dynamicType`, directly.
  ///
  /// NB: an `Any` can hold another existential: a field declared `any Error` or `any P`, an
  /// enum payload or an array element of such a type, read generically and erased again.
  /// `type(of:)` sees through every layer, but opening the `Any` gives the outer one, so reading
  /// a struct at its field offsets or a class reference as bits would read the existential's
  /// box instead (an `any Error` is one word, the address of an error box). A cast to the
  /// dynamic type unwraps every layer; a flat value, the usual one, is returned as it is.
  private static func flattened(_ value: Any, as dynamicType: Any.Type) -> Any {
    guard !holds(value, exactly: dynamicType) else { return value }
    func cast<Held>(_: Held.Type) -> Any { value as! Held }
    return _openExistential(dynamicType, do: cast)
  }

  /// Whether `T`, the type `value` is opened as, is `type` itself.
  private static func holds<T>(_ value: T, exactly type: Any.Type) -> Bool {
    ObjectIdentifier(T.self) == ObjectIdentifier(type)
  }

  /// Whether `T` is trivially copyable.
  ///
  /// NB: `type` arrives as `Any.Type` and is opened (SE-0352), so `T` is the type itself.
  private static func isPlainData<T>(_: T.Type) -> Bool {
    _isPOD(T.self)
  }

  /// Whether objects of `type` are the contestant's: the lab's own objects and the toolchain's
  /// are not the contestant's to release, and hold none of its objects.
  private static func isContestants(_ type: Any.Type) -> Bool {
    let qualified = String(reflecting: type)
    return !untrackedModules.contains { qualified.hasPrefix($0) }
  }

  private static let untrackedModules = [
    "Compare.", "Swift.", "Foundation.", "Observation.", "Synchronization.",
  ]
}
