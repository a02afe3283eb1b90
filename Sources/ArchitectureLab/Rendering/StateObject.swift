import StoreModels
import VanillaModels

/// The simulated `@StateObject`: an object a view makes once, when its node appears, and keeps
/// for as long as the node lives, however many new values of the view its parent makes.
///
/// The object is made by the autoclosure of the first value the node shows; the autoclosures of
/// later values never run, and those values read the kept object. SwiftUI's documentation of
/// `StateObject`: it "doesn't create a new instance if a view's inputs change, but does create a
/// new instance if the identity of a view changes". The view observes the kept object as an
/// `@ObservedObject` would (``ObservedObject``).
///
/// ```swift
/// @StateObject var viewStore: ViewStore<StackState<Screen>, StackAction<Screen, Action>>
///
/// init(_ store: …) {
///   _viewStore = StateObject(wrappedValue: ViewStore(store, observe: { $0 }, …))
/// }
/// ```
///
/// Two values of a view are never equal inputs through a state object: each value carries a
/// closure of its own, the one it would make its object with.
// NB: whether SwiftUI compares that closure is not documented; it is the lab's reading of the
// property's storage, `.initially(thunk)` until installed (docs/fidelity.md, rule 18).
@propertyWrapper
public nonisolated struct StateObject<Object: AnyObject> {
  /// Where the kept object is, once the view's node has installed it.
  let slot: StateObjectSlot<Object>

  /// The kept object. Read only from the view's body or what it calls, after the node installed
  /// it (as SwiftUI warns of a state object read outside a view's update).
  @MainActor public var wrappedValue: Object {
    slot.observed.wrappedValue
  }

  /// Makes and observes an `ObservableObject` of the lab's Combine slice, once per node.
  @MainActor public init(wrappedValue make: @autoclosure @escaping () -> Object)
  where Object: VanillaModels.ObservableObject {
    slot = StateObjectSlot { ObservedObject(wrappedValue: make()) }
  }

  /// Makes and observes a legacy view store, once per node.
  @MainActor public init<ViewState, ViewAction>(
    wrappedValue make: @autoclosure @escaping () -> Object
  )
  where Object == ViewStore<ViewState, ViewAction> {
    slot = StateObjectSlot { ObservedObject(wrappedValue: make()) }
  }

  /// Makes and observes an object of another architecture, once per node.
  @MainActor public init(wrappedValue make: @autoclosure @escaping () -> Object)
  where Object: ViewInvalidating {
    slot = StateObjectSlot { ObservedObject(wrappedValue: make()) }
  }
}

/// A state object's storage: the closure that makes it, then the object, observed.
///
/// The node that shows the view owns the object: the slot of the first value it shows makes and
/// keeps it, every later value's slot points at that slot, and the node's teardown lets it go.
/// So a value shown again by a new node (a view that left and came back) makes a new object.
final class StateObjectSlot<Object: AnyObject>: AnyStateObjectSlot {
  private let make: @MainActor () -> ObservedObject<Object>
  private var installed: ObservedObject<Object>?
  /// The slot that keeps the object, when this value is a later one of the same node.
  private var kept: StateObjectSlot<Object>?

  init(make: @escaping @MainActor () -> ObservedObject<Object>) {
    self.make = make
  }

  /// The kept object, observed.
  var observed: ObservedObject<Object> {
    guard let observed = kept?.installed ?? installed else {
      preconditionFailure("a @StateObject was read before its view's node installed it")
    }
    return observed
  }

  func install() {
    kept = nil
    if installed == nil { installed = make() }
  }

  func adopt(_ slot: any AnyStateObjectSlot) -> Bool {
    guard let slot = slot as? Self else { return false }
    kept = slot
    return true
  }

  func uninstall() {
    installed = nil
    kept = nil
  }
}

/// A state object's storage, whatever its object's type, as a view's node installs it.
@MainActor protocol AnyStateObjectSlot: AnyObject {
  /// Makes the object, unless this slot holds one.
  func install()
  /// Shows the object `slot` keeps: this is a later value of the same view, at the same field.
  /// `false` when `slot` keeps another type of object.
  func adopt(_ slot: any AnyStateObjectSlot) -> Bool
  /// Lets the object go: its node was torn down.
  func uninstall()
}

/// Lets the renderer find `@StateObject` properties without knowing their object types.
protocol StateObjectProperty {
  /// Reads the slot of a property stored at a pointer (``ViewKind`` finds them once per view
  /// type).
  static func slotReader() -> (UnsafeRawPointer) -> any AnyStateObjectSlot
}

extension StateObject: StateObjectProperty, ObservedObjectProperty {
  static func slotReader() -> (UnsafeRawPointer) -> any AnyStateObjectSlot {
    { $0.assumingMemoryBound(to: Self.self).pointee.slot }
  }

  // NB: a state object is observed as an observed object is, once installed: the node installs
  // it before it reads the objects its view observes.
  var reference: ObservedObjectReference {
    slot.observed.reference
  }

  static func referenceReader() -> (UnsafeRawPointer) -> ObservedObjectReference {
    { $0.assumingMemoryBound(to: Self.self).pointee.reference }
  }
}
