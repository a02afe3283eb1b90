@_spi(Reflection) import Swift

/// One walk of a contestant's object graph: from values, through every object and value they
/// hold, collecting the contestant's objects. The ``LeakTracker`` starts one from each live view
/// and remembers what it reached.
///
/// How a value of each type is entered is worked out once per type (``Plans``) and kept across
/// walks. A value is entered where it is stored, by its declared type's plan: a struct's fields
/// at their offsets, a class reference read as bits, an array's elements where it keeps them,
/// the other containers' elements as copies of their types. Only a value whose type is known
/// only when it is read (an existential, an enum's payload), a tuple, a struct with a `weak` or
/// `unowned` field and a type that describes itself are read into an `Any` and entered by the
/// type it holds.
///
/// NB: nonisolated, like the plans' readers: a closure written in a main-actor type checks at
/// run time that it runs on the main actor, on every call, and a walk calls one per value.
nonisolated struct ObjectGraphWalk {
  /// How the values of each type seen so far are entered, and which types hold no object.
  struct Plans {
    /// How a value of each type is entered where it is stored.
    fileprivate var values = IdentityTable<ValuePlan>()
    /// How an object of each class is entered.
    fileprivate var objects = IdentityTable<ObjectPlan>()
    /// Whether values of each type hold no object, decided once; `false` while being decided
    /// (see ``ObjectGraphWalk/holdsNoObject(_:)``).
    fileprivate var holdsNoObject: [ObjectIdentifier: Bool] = [:]
  }

  /// How a walk enters a value of one type where it is stored.
  ///
  /// NB: a class, so a walk hands a plan on without copying what it holds; plans are never
  /// freed while the walks that share them run.
  final class ValuePlan {
    fileprivate enum Kind {
      /// Not at all: no value of the type holds an object, or reflection cannot enter it.
      case leaf
      /// A class, or an optional of one: a reference read as bits (0 for `nil`), whose object
      /// is entered by its own class's plan (``ObjectPlan``).
      case reference
      /// A struct whose stored fields are all strong, field by field at their offsets.
      case fields
      /// An optional, an array, a set, a dictionary or an `AnyHashable`, element by element.
      case container
      /// By the children the runtime lists: enums (their payload), tuples, structs with a
      /// `weak` or `unowned` field.
      case children
      /// By its own mirror: a type that describes itself (`CustomReflectable`).
      case mirror
      /// An existential (`Any`, `any P`), or a type of a kind not listed here, when it is the
      /// type a value is declared as: read into an `Any` and entered by the type of the value it
      /// holds. A value found to be of such a type itself (through `type(of:)`) is not entered,
      /// as before the walk read values in place.
      case existential
    }

    fileprivate let kind: Kind
    /// For ``Kind/fields``: the fields that may hold an object.
    fileprivate let fields: [Field]
    /// For ``Kind/container``: the container type, which walks its elements.
    fileprivate let container: (any WalkedContainer.Type)?
    /// For the kinds entered through an `Any`: reads the value into one.
    fileprivate let read: ((UnsafeRawPointer) -> Any)?

    fileprivate init(
      _ kind: Kind, fields: [Field] = [], container: (any WalkedContainer.Type)? = nil,
      read: ((UnsafeRawPointer) -> Any)? = nil
    ) {
      self.kind = kind
      self.fields = fields
      self.container = container
      self.read = read
    }

    /// Whether no value of the type is entered.
    var isLeaf: Bool { kind == .leaf }
  }

  /// A stored field that may hold an object: where it is, and its declared type's plan.
  fileprivate struct Field {
    let offset: Int
    let plan: ValuePlan
  }

  /// How a walk enters the objects of one class.
  fileprivate final class ObjectPlan {
    enum Fields {
      /// Field by field at their offsets, when every stored field is strong.
      case stored([Field])
      /// By the children the runtime lists, level by level: a class with a `weak` or `unowned`
      /// field.
      case children
      /// By its own mirror: a class that describes itself.
      case mirror
    }

    /// Whether its objects are the contestant's: the toolchain's are counted as visited but not
    /// entered. The lab module's are tracked (see ``isContestants(_:)``).
    let tracked: Bool
    /// How its fields are entered.
    let fields: Fields

    init(tracked: Bool, fields: Fields) {
      self.tracked = tracked
      self.fields = fields
    }
  }

  private(set) var plans: Plans
  private var visited = IdentityTable<Void>(capacity: 256)
  /// The contestant's objects reached, in the order they were first reached.
  private(set) var reached: [AnyObject] = []
  /// How many types this walk worked out how to enter, not having a plan for them yet.
  private(set) var plansWorkedOut = 0

  init(plans: Plans) {
    self.plans = plans
  }

  /// How many objects the walk visited, the toolchain's included.
  var visitedCount: Int { visited.count }

  /// Walks from `value`, entered by the type of what it holds.
  mutating func visit(_ value: Any) {
    let dynamicType = type(of: value)
    let plan = plan(of: dynamicType)
    switch plan.kind {
    case .leaf, .existential:
      // NB: no value's own type is an existential: `type(of:)` sees through every layer. One of
      // a kind the walk does not know is not entered, as before values were read in place.
      return
    case .reference, .fields, .container:
      // NB: the flat value is opened (SE-0352), so it is read where it is, as its own type.
      visit(Self.flattened(value, as: dynamicType), as: plan)
    case .children:
      RuntimeChildren.forEach(of: value, as: dynamicType) { visit($0) }
    case .mirror:
      visitByReflection(value)
    }
  }

  /// Walks from `value`, a value of `plan`'s type.
  mutating func visit<T>(_ value: T, as plan: ValuePlan) {
    withUnsafePointer(to: value) { visit(at: UnsafeRawPointer($0), as: plan) }
  }

  /// Walks from the value at `pointer`, a value of `plan`'s type.
  mutating func visit(at pointer: UnsafeRawPointer, as plan: ValuePlan) {
    switch plan.kind {
    case .leaf:
      return
    case .reference:
      // NB: a strong reference to a Swift object is its address; an optional's `nil` is 0.
      guard let address = UnsafeRawPointer(bitPattern: pointer.load(as: UInt.self)) else { return }
      visit(object: Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue())
    case .fields:
      for field in plan.fields { visit(at: pointer + field.offset, as: field.plan) }
    case .container:
      plan.container?.walkElements(at: pointer, &self)
    case .children, .mirror, .existential:
      if let read = plan.read { visit(read(pointer)) }
    }
  }

  /// Counts `object` as visited and, the first time, enters it if it is the contestant's.
  private mutating func visit(object: AnyObject) {
    guard visited.insert((), for: ObjectIdentifier(object)) else { return }
    let plan = plan(ofObjectOf: type(of: object))
    guard plan.tracked else { return }
    reached.append(object)
    switch plan.fields {
    case .stored(let fields):
      withExtendedLifetime(object) {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        for field in fields { visit(at: base + field.offset, as: field.plan) }
      }
    case .children: RuntimeChildren.forEach(ofObject: object) { visit($0) }
    case .mirror: visitByReflection(object)
    }
  }

  private mutating func visitByReflection(_ value: Any) {
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      for child in current.children { visit(child.value) }
      mirror = current.superclassMirror
    }
  }

  /// How a walk enters values of `type` where they are stored: not at all when none holds an
  /// object (plain data, text, containers and structs of them) or reflection cannot enter them
  /// (a closure, a metatype); else as a reference, field by field, element by element, by what
  /// an existential holds, by the runtime's children, or by its own mirror.
  mutating func plan(of type: Any.Type) -> ValuePlan {
    if let known = plans.values[ObjectIdentifier(type)] { return known }
    let plan = makePlan(of: type)
    plans.values.insert(plan, for: ObjectIdentifier(type))
    plansWorkedOut += 1
    return plan
  }

  private mutating func makePlan(of type: Any.Type) -> ValuePlan {
    let kind = InputComparison.kind(of: type)
    if kind == .class { return ValuePlan(.reference) }
    if holdsNoObject(type) { return ValuePlan(.leaf) }
    if let container = Self.container(type, kind: kind) {
      let wrapsClass =
        container.isOptional && InputComparison.kind(of: container.elementTypes[0]) == .class
      return wrapsClass ? ValuePlan(.reference) : ValuePlan(.container, container: container)
    }
    let read = InputComparison.valueReader(of: type)
    // NB: only a nominal type describes itself; asking of another kind scans every conformance.
    if kind == .struct || kind == .enum, type is any CustomReflectable.Type {
      return ValuePlan(.mirror, read: read)
    }
    switch kind {
    case .struct:
      guard let stored = StoredFields(of: type, holdsNoObject: { holdsNoObject($0) }) else {
        return ValuePlan(.children, read: read)
      }
      return ValuePlan(.fields, fields: fieldPlans(stored))
    case .enum, .tuple: return ValuePlan(.children, read: read)
    case .function, .metatype, .existentialMetatype: return ValuePlan(.leaf)
    default:
      // NB: an existential (`any P`, `any Core<State, Action>`, whose metadata is of another
      // kind) or a kind the walk does not know: entered by what it holds, as the value's own
      // type, like every value read into an `Any`.
      return ValuePlan(.existential, read: read)
    }
  }

  /// Each of `stored`'s fields with its declared type's plan.
  private mutating func fieldPlans(_ stored: StoredFields) -> [Field] {
    var fields: [Field] = []
    for field in stored.fields {
      fields.append(Field(offset: field.offset, plan: plan(of: field.type)))
    }
    return fields
  }

  /// How a walk enters objects of `type`: not at all when they are not the contestant's; else
  /// field by field, by the runtime's children, or by its own mirror.
  private mutating func plan(ofObjectOf type: AnyObject.Type) -> ObjectPlan {
    if let known = plans.objects[ObjectIdentifier(type)] { return known }
    let made: ObjectPlan
    if !Self.isContestants(type) {
      made = ObjectPlan(tracked: false, fields: .children)
    } else if type is any CustomReflectable.Type {
      made = ObjectPlan(tracked: true, fields: .mirror)
    } else if let stored = StoredFields(of: type, holdsNoObject: { holdsNoObject($0) }) {
      made = ObjectPlan(tracked: true, fields: .stored(fieldPlans(stored)))
    } else {
      made = ObjectPlan(tracked: true, fields: .children)
    }
    plans.objects.insert(made, for: ObjectIdentifier(type))
    plansWorkedOut += 1
    return made
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
    let kind = InputComparison.kind(of: type)
    if Self.isPlainData(type) || type == String.self || type == Substring.self {
      holdsNone = true
    } else if let container = Self.container(type, kind: kind) {
      holdsNone = container.elementTypes.allSatisfy { holdsNoObject($0) }
    } else if kind == .struct, !(type is any CustomReflectable.Type) {
      holdsNone = StoredFields(of: type) { holdsNoObject($0) }?.fields.isEmpty ?? false
    } else {
      holdsNone = false
    }
    plans.holdsNoObject[ObjectIdentifier(type)] = holdsNone
    return holdsNone
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

  /// `type` as a ``WalkedContainer``, if it is one.
  ///
  /// NB: every container is a struct or an optional. The first time a type is asked whether it
  /// conforms to a protocol, the runtime scans every conformance in the process (some 90,000
  /// instructions); asking of every type a walk met, classes and enums too, and asking whether
  /// each describes itself, was about 0.24 billion instructions of
  /// `compare fuzz --seed 1 --steps 2000` (callgrind).
  private static func container(_ type: Any.Type, kind: _MetadataKind) -> (
    any WalkedContainer.Type
  )? {
    guard kind == .struct || kind == .optional else { return nil }
    return type as? any WalkedContainer.Type
  }

  /// Whether `T` is trivially copyable.
  ///
  /// NB: `type` arrives as `Any.Type` and is opened (SE-0352), so `T` is the type itself.
  private static func isPlainData<T>(_: T.Type) -> Bool {
    _isPOD(T.self)
  }

  /// Whether objects of `type` are the contestant's: the toolchain's (Swift, Foundation,
  /// Observation, Synchronization) are not the contestant's to release, and hold none of its
  /// objects. The lab module's are tracked: the built-in contestants' views, ideal models and
  /// view-store helpers live there.
  ///
  /// NB: the type's qualified name read from the runtime, `Module.Type`, as `String(reflecting:)`
  /// prints it, without first casting the metatype to each protocol that prints a value (0.3
  /// billion instructions of `compare fuzz --seed 1 --steps 2000`, callgrind, as much as the
  /// rest of making the classes' plans).
  private static func isContestants(_ type: Any.Type) -> Bool {
    let qualified = _typeName(type, qualified: true)
    return !untrackedModules.contains { qualified.hasPrefix($0) }
  }

  private static let untrackedModules = [
    "Swift.", "Foundation.", "Observation.", "Synchronization.",
  ]
}
