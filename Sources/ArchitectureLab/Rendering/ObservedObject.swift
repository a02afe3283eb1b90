import StoreModels
import VanillaModels

/// The simulated `@ObservedObject`: a view holding an object this way is invalidated by *every*
/// change the object announces, whether or not its body read what changed.
///
/// It holds an `ObservableObject` (every `objectWillChange`), a legacy `ViewStore` (every
/// publish, the library's view store being an `ObservableObject` too), or any object of another
/// architecture that says when its views must run again (``ViewInvalidating``). Two views holding
/// the same instance have equal inputs (references compare by identity).
@propertyWrapper
public nonisolated struct ObservedObject<Object: AnyObject>: Equatable {
  /// The object the view holds.
  public let wrappedValue: Object
  /// How the object announces changes, told by the initializer used.
  ///
  /// NB: a tag, not a closure: a view holding an observed object is made on every body run of
  /// its parent, and a closure capturing the object cost an allocation each time and made the
  /// view too large to be held inline.
  fileprivate let source: Source

  fileprivate enum Source {
    /// Set by the initializer over an `ObservableObject` of the lab's Combine slice.
    case observableObject
    /// Set by the initializer over a legacy view store.
    case viewStore
    /// Set by the initializer over a ``ViewInvalidating`` object.
    case invalidating
  }

  /// Observes every `objectWillChange` of an `ObservableObject` of the lab's Combine slice.
  public init(wrappedValue: Object) where Object: VanillaModels.ObservableObject {
    self.wrappedValue = wrappedValue
    source = .observableObject
  }

  /// Observes every publish of a legacy view store.
  public init<ViewState, ViewAction>(wrappedValue: Object)
  where Object == ViewStore<ViewState, ViewAction> {
    self.wrappedValue = wrappedValue
    source = .viewStore
  }

  /// Observes an object of another architecture through its ``ViewInvalidating`` hook.
  public init(wrappedValue: Object) where Object: ViewInvalidating {
    self.wrappedValue = wrappedValue
    source = .invalidating
  }

  // NB: nonisolated, so comparing two views' inputs does not check that it runs on the main
  // actor (an isolated conformance's witness does, on every call).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue === rhs.wrappedValue
  }

  /// Subscribes `onChange` to the object's announcements; releasing the token unsubscribes.
  @MainActor fileprivate func subscribe(_ onChange: @escaping () -> Void) -> AnyObject {
    switch source {
    case .observableObject:
      let object = wrappedValue as! any VanillaModels.ObservableObject
      return object.objectWillChange.sink { _ in onChange() }
    case .viewStore:
      return (wrappedValue as! any ViewStoreSubscribing).subscribe(onChange)
    case .invalidating:
      return (wrappedValue as! any ViewInvalidating).subscribe(onChange)
    }
  }
}

/// A legacy view store, whose publishes a view holding it observes.
private protocol ViewStoreSubscribing: AnyObject {
  func subscribe(_ onPublish: @escaping () -> Void) -> ViewStoreSubscription
}

extension ViewStore: ViewStoreSubscribing {}

/// The plain "invalidate me" hook: an object of any architecture (a single store with selector
/// subscriptions, a signal, a subject) that tells the views holding it, as an `@ObservedObject`,
/// when they must run their body again.
///
/// ```swift
/// final class Selection<Value: Equatable>: ViewInvalidating {
///   func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject {
///     store.subscribe { [weak self] in if self?.selectedValueChanged() == true { invalidate() } }
///   }
/// }
/// ```
///
/// The renderer calls `subscribe` once per view that holds the object, keeps the token while
/// the view shows that object, and releases it when the view goes or holds another: releasing it
/// must end the subscription. `invalidate` only marks the view; its body runs in the next render
/// pass, at most once per walk of the tree however often `invalidate` is called (a view in a
/// sheet's content can run twice in one pass: docs/fidelity.md, rule 16).
public protocol ViewInvalidating: AnyObject {
  /// Starts calling `invalidate` whenever the views holding this object must run again, until
  /// the returned token is released.
  func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject
}

/// Lets the renderer find `@ObservedObject` properties without knowing their object types.
protocol ObservedObjectProperty {
  var reference: ObservedObjectReference { get }
  /// Reads the reference of a property stored at a pointer (``ViewKind`` finds them once per
  /// view type).
  static func referenceReader() -> (UnsafeRawPointer) -> ObservedObjectReference
}

extension ObservedObject: ObservedObjectProperty {
  var reference: ObservedObjectReference {
    ObservedObjectReference(id: ObjectIdentifier(wrappedValue), subscribe: self.subscribe)
  }

  static func referenceReader() -> (UnsafeRawPointer) -> ObservedObjectReference {
    { $0.assumingMemoryBound(to: Self.self).pointee.reference }
  }
}

/// One view's subscription to one observed object.
struct ObservedObjectSubscription {
  let id: ObjectIdentifier
  /// What keeps the subscription alive; releasing it cancels the subscription.
  private let token: AnyObject

  /// The objects a view observes, found through its `@ObservedObject` properties, as SwiftUI
  /// finds its dynamic properties (where they are is worked out once per view type).
  static func observedObjects(of view: AnyLabView) -> [ObservedObjectReference] {
    view.kind.observedObjects(view.base)
  }

  fileprivate init(id: ObjectIdentifier, token: AnyObject) {
    self.id = id
    self.token = token
  }
}

/// An observed object not yet subscribed to.
struct ObservedObjectReference {
  let id: ObjectIdentifier
  fileprivate let subscribe: (@escaping () -> Void) -> AnyObject

  /// The observed objects of a view found by reflection: for the view types whose layout is
  /// not read (a class, a custom mirror).
  static func reflected(in view: any LabView) -> [ObservedObjectReference] {
    Mirror(reflecting: view).children.compactMap { child in
      (child.value as? any ObservedObjectProperty)?.reference
    }
  }

  func subscribe(onChange: @escaping () -> Void) -> ObservedObjectSubscription {
    ObservedObjectSubscription(id: id, token: subscribe(onChange))
  }
}
