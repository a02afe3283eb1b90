/// Finds the objects a contestant's views reach and reports those still alive after teardown.
///
/// The tracker walks (``ObjectGraphWalk``) from every live view's stored properties through every
/// object and value they hold (view models, child view models, stores and their cores,
/// subscriptions), remembering each object weakly. The runner has it walk at mount, before the
/// teardown, and in between as ``LeakScanSchedule`` says (after each of a script's first 1,000
/// steps, then at least 64 steps apart, further as the graph grows).
/// When the contestant's views are torn down and released, every remembered object should be
/// gone; those that are not have leaked, typically through a retain cycle such as a strong `self`
/// captured in a stored sink. An object made and dropped between two walks is not seen; a
/// recurring leak in a long run is.
/// Models need no instrumentation for this. Objects reachable only through closures are not
/// found (closures cannot be reflected), nor are the toolchain's counted (Swift, Foundation,
/// Observation, Synchronization). The lab module's objects are: the built-in contestants' views,
/// ideal models and view-store helpers live there. View nodes are counted separately by the
/// runner: a view that outlives the teardown is reported as `View ×N`.
final class LeakTracker {
  private struct Entry {
    weak var object: AnyObject?
    /// NB: the type, not its name: most objects are released before anyone asks, and naming a
    /// type costs more than remembering the object.
    let type: AnyObject.Type
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// How each type's values are entered, worked out once per process and kept from walk to walk,
  /// whichever tracker walks.
  ///
  /// NB: shared by every tracker: a plan is a fact of its type (its kind, its stored fields and
  /// their strength, its module), the same for every contestant that holds a value of it.
  /// Working plans out was two fifths of the leak walks of `compare fuzz --seed 1 --steps 2000`
  /// (callgrind); sharing them saves less, as most types are met by one scenario's contestants.
  private static var plans = ObjectGraphWalk.Plans()
  /// How many plans the process's walks have worked out: one per type, whichever tracker met it
  /// first.
  private(set) static var plansWorkedOut = 0

  /// How many objects the last walk visited.
  private(set) var lastWalkSize = 0

  /// Remembers every object reachable from the live views, and forgets the released ones.
  func scan(_ renderer: Renderer) {
    entries = entries.filter { $0.value.object != nil }
    var walk = ObjectGraphWalk(plans: Self.plans)
    // NB: the walk now holds the only reference to the plans, so adding to them copies nothing.
    Self.plans = ObjectGraphWalk.Plans()
    renderer.forEachLiveView { view in walk.visit(view) }
    Self.plans = walk.plans
    Self.plansWorkedOut += walk.plansWorkedOut
    for object in walk.reached { remember(object) }
    lastWalkSize = walk.visitedCount
  }

  /// Type names of the remembered objects still alive, sorted.
  func survivors() -> [String] {
    entries.values.filter { $0.object != nil }.map { String(describing: $0.type) }.sorted()
  }

  private func remember(_ object: AnyObject) {
    let id = ObjectIdentifier(object)
    guard entries[id]?.object !== object else { return }
    entries[id] = Entry(object: object, type: type(of: object))
  }
}
