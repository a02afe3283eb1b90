/// Finds the objects a contestant's views reach and reports those still alive after teardown.
///
/// The tracker walks, by reflection, from every live view's stored properties through every
/// object and value they hold (view models, child view models, stores and their cores,
/// subscriptions), remembering each object weakly. The runner has it walk at mount, before the
/// teardown, and in between as ``LeakScanSchedule`` says (after each of a script's first 1,000
/// steps, then at least 64 steps apart, further as the graph grows).
/// When the contestant's views are torn down and released, every remembered object should be
/// gone; those that are not have leaked, typically through a retain cycle such as a strong `self`
/// captured in a stored sink. An object made and dropped between two walks is not seen; a
/// recurring leak in a long run is.
/// Models need no instrumentation for this. Objects reachable only through closures are not
/// found (closures cannot be reflected), nor are the lab's own and the toolchain's objects
/// counted. View nodes, the lab's own, are counted separately by the runner: a view that outlives
/// the teardown is reported as `View ×N`.
final class LeakTracker {
  private struct Entry {
    weak var object: AnyObject?
    let typeName: String
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Whether objects of a class are the contestant's, by metatype: computed once per class.
  private var contestantTypes: [ObjectIdentifier: Bool] = [:]
  /// How a walk enters values of a type, by metatype: see ``walk(of:)``.
  private var walks: [ObjectIdentifier: Walk] = [:]

  /// How a walk enters the values of one type.
  private enum Walk {
    /// Not at all: no value of the type holds an object, or reflection cannot enter it.
    case leaf
    /// Field by field, at their offsets: a struct or class whose stored fields are all strong.
    case fields(StoredFields)
    /// By reflection: enums, optionals, collections, existentials, and types with a `weak` or
    /// `unowned` field.
    case mirror
  }

  /// How many objects the last walk visited.
  private(set) var lastWalkSize = 0

  /// Remembers every object reachable from the live views, and forgets the released ones.
  func scan(_ renderer: Renderer) {
    entries = entries.filter { $0.value.object != nil }
    var visited: Set<ObjectIdentifier> = []
    renderer.forEachLiveView { view in visit(view, visited: &visited) }
    lastWalkSize = visited.count
  }

  /// Type names of the remembered objects still alive, sorted.
  func survivors() -> [String] {
    entries.values.filter { $0.object != nil }.map(\.typeName).sorted()
  }

  private func visit(_ value: Any, visited: inout Set<ObjectIdentifier>) {
    let walk = walk(of: value)
    if case .leaf = walk { return }
    if type(of: value) is AnyObject.Type {
      let object = value as AnyObject
      guard visited.insert(ObjectIdentifier(object)).inserted else { return }
      // NB: the toolchain's objects (an observation registrar's bookkeeping, Foundation's
      // classes) are not the contestant's and hold none of its objects; not descending into
      // them keeps a scan proportional to the contestant's own object graph.
      guard isContestants(object) else { return }
      remember(object)
      if case .fields(let fields) = walk {
        fields.forEachValue(inObject: object) { visit($0, visited: &visited) }
        return
      }
    } else if case .fields(let fields) = walk {
      fields.forEachValue(inStruct: value) { visit($0, visited: &visited) }
      return
    }
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      for child in current.children { visit(child.value, visited: &visited) }
      mirror = current.superclassMirror
    }
  }

  private func remember(_ object: AnyObject) {
    let id = ObjectIdentifier(object)
    guard entries[id]?.object !== object else { return }
    entries[id] = Entry(object: object, typeName: String(describing: type(of: object)))
  }

  /// How a walk enters `value`: not at all when it holds no object (plain data such as numbers,
  /// flags and structs of them; text) or reflection cannot enter it (a closure, a metatype);
  /// else field by field where it can, by reflection otherwise.
  /// Decided once per type, so only facts of the type count: a `String` is a leaf, but an
  /// `Any?` or an `AnyHashable` that holds one this time may hold an object the next.
  private func walk(of value: Any) -> Walk {
    let type = Swift.type(of: value)
    if let known = walks[ObjectIdentifier(type)] { return known }
    let walk: Walk
    let style = Mirror(reflecting: value).displayStyle
    let describesItself = value is any CustomReflectable
    if Self.holdsNoObject(type) || (!(type is AnyObject.Type) && !describesItself && style == nil) {
      walk = .leaf
    } else if !describesItself, style == .struct || style == .class,
      let fields = StoredFields(of: type, holdsNoObject: Self.holdsNoObject)
    {
      walk = .fields(fields)
    } else {
      walk = .mirror
    }
    walks[ObjectIdentifier(type)] = walk
    return walk
  }

  /// Whether no value of `type` holds an object it keeps alive: its type is trivially copyable
  /// (an `unowned(unsafe)` or `Unmanaged` reference, which does not keep its object alive, is not
  /// walked), or it is text.
  private static func holdsNoObject(_ type: Any.Type) -> Bool {
    isPlainData(type) || type == String.self || type == Substring.self
  }

  /// Whether `T` is trivially copyable.
  ///
  /// NB: `type` arrives as `Any.Type` and is opened (SE-0352), so `T` is the type itself.
  private static func isPlainData<T>(_: T.Type) -> Bool {
    _isPOD(T.self)
  }

  private func isContestants(_ object: AnyObject) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: object))
    if let known = contestantTypes[type] { return known }
    let qualified = String(reflecting: Swift.type(of: object))
    let isContestants = !Self.untrackedModules.contains { qualified.hasPrefix($0) }
    contestantTypes[type] = isContestants
    return isContestants
  }

  /// The lab's own objects and the toolchain's are not the contestant's to release.
  private static let untrackedModules = [
    "Compare.", "Swift.", "Foundation.", "Observation.", "Synchronization.",
  ]
}
