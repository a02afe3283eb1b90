import VanillaModels

/// The simulated `@ObservedObject`: a view holding an `ObservableObject` this way is invalidated
/// by *every* `objectWillChange` the object sends, whether or not its body read what changed.
///
/// Two views holding the same instance have equal inputs (references compare by identity).
@propertyWrapper
struct ObservedObject<Object: ObservableObject>: Equatable {
  let wrappedValue: Object

  init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue === rhs.wrappedValue
  }
}

/// Lets the renderer find `@ObservedObject` properties without knowing their object types.
private protocol ObservedObjectProperty {
  var object: any ObservableObject { get }
}

extension ObservedObject: ObservedObjectProperty {
  fileprivate var object: any ObservableObject { wrappedValue }
}

/// One view's subscription to one observed object's `objectWillChange`.
struct ObservedObjectSubscription {
  let id: ObjectIdentifier
  private let cancellable: AnyCancellable

  /// The objects a view observes, found through its `@ObservedObject` properties, as SwiftUI
  /// finds its dynamic properties.
  static func observedObjects(of view: any LabView) -> [ObservedObjectReference] {
    Mirror(reflecting: view).children.compactMap { child in
      (child.value as? any ObservedObjectProperty).map { ObservedObjectReference($0.object) }
    }
  }

  fileprivate init(object: any ObservableObject, onChange: @escaping () -> Void) {
    id = ObjectIdentifier(object)
    cancellable = object.objectWillChange.sink { _ in onChange() }
  }
}

/// An observed object not yet subscribed to.
struct ObservedObjectReference {
  let id: ObjectIdentifier
  private let object: any ObservableObject

  init(_ object: any ObservableObject) {
    self.id = ObjectIdentifier(object)
    self.object = object
  }

  func subscribe(onChange: @escaping () -> Void) -> ObservedObjectSubscription {
    ObservedObjectSubscription(object: object, onChange: onChange)
  }
}
