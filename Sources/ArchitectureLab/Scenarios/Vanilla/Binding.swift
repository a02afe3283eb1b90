import VanillaModels

/// The simulated SwiftUI `Binding`: a read-write reference to a value stored elsewhere, here a
/// property of an `ObservableObject`.
///
/// `Binding(model, \.favorites)` stands for SwiftUI's `$model.favorites`. A view holding one
/// does not observe the model: it re-renders when its parent passes a binding that differs,
/// as SwiftUI compares them: the same place (object and key path) and the same value as when
/// the parent made it. So a binding to a list re-renders every view it is passed to whenever
/// the list changes, whether or not that view shows what changed.
/// NB: the lab's `@ObservedObject` lives in the render model and has no projected value, so
/// `$model.favorites` is spelled with this initializer.
@propertyWrapper
struct Binding<Value> {
  private let object: AnyObject
  private let keyPath: AnyKeyPath
  /// The value when the binding was made: what input comparison looks at.
  private let snapshot: Value
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding to `object[keyPath: keyPath]`, the lab's spelling of `$object.property`.
  init<Object: ObservableObject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.object = object
    self.keyPath = keyPath
    snapshot = object[keyPath: keyPath]
    read = { object[keyPath: keyPath] }
    write = { object[keyPath: keyPath] = $0 }
  }

  /// The value at its source; setting it writes the source (an action's `count += 1`).
  /// NB: read from the source, not the snapshot, so an action that writes and then reads sees
  /// its own write; a body reads the same value either way, since its parent has just made it.
  var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself, to pass on to a child: `$favorites`.
  var projectedValue: Binding<Value> { self }
}

/// Two bindings are the same input when they point at the same place and were made with equal
/// values: a child whose binding is equal to the last one need not run its body.
extension Binding: Equatable where Value: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.snapshot == rhs.snapshot
  }
}
