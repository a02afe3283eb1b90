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
public struct ObservedObject<Object: AnyObject>: Equatable {
  /// The object the view holds.
  public let wrappedValue: Object
  fileprivate let subscribe: (@escaping () -> Void) -> AnyObject

  /// Observes every `objectWillChange` of an `ObservableObject` of the lab's Combine slice.
  public init(wrappedValue: Object) where Object: VanillaModels.ObservableObject {
    self.wrappedValue = wrappedValue
    subscribe = { onChange in wrappedValue.objectWillChange.sink { _ in onChange() } }
  }

  /// Observes every publish of a legacy view store.
  public init<ViewState, ViewAction>(wrappedValue: Object)
  where Object == ViewStore<ViewState, ViewAction> {
    self.wrappedValue = wrappedValue
    subscribe = { onChange in wrappedValue.subscribe(onChange) }
  }

  /// Observes an object of another architecture through its ``ViewInvalidating`` hook.
  public init(wrappedValue: Object) where Object: ViewInvalidating {
    self.wrappedValue = wrappedValue
    subscribe = { onChange in wrappedValue.subscribe(onChange) }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue === rhs.wrappedValue
  }
}

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
/// pass, at most once per pass however often `invalidate` is called.
public protocol ViewInvalidating: AnyObject {
  /// Starts calling `invalidate` whenever the views holding this object must run again, until
  /// the returned token is released.
  func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject
}

/// Lets the renderer find `@ObservedObject` properties without knowing their object types.
private protocol ObservedObjectProperty {
  var reference: ObservedObjectReference { get }
}

extension ObservedObject: ObservedObjectProperty {
  fileprivate var reference: ObservedObjectReference {
    ObservedObjectReference(id: ObjectIdentifier(wrappedValue), subscribe: subscribe)
  }
}

/// One view's subscription to one observed object.
struct ObservedObjectSubscription {
  let id: ObjectIdentifier
  /// What keeps the subscription alive; releasing it cancels the subscription.
  private let token: AnyObject

  /// The objects a view observes, found through its `@ObservedObject` properties, as SwiftUI
  /// finds its dynamic properties.
  static func observedObjects(of view: any LabView) -> [ObservedObjectReference] {
    Mirror(reflecting: view).children.compactMap { child in
      (child.value as? any ObservedObjectProperty)?.reference
    }
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

  func subscribe(onChange: @escaping () -> Void) -> ObservedObjectSubscription {
    ObservedObjectSubscription(id: id, token: subscribe(onChange))
  }
}
