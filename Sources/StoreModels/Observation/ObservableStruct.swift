import Observation

/// A state struct whose fields are observed through an embedded ``ObservationStateRegistrar``:
/// the hand-written form of what `@ObservableState` generates for a struct.
///
/// Store the registrar, keep each observed field in private storage, and route the field's
/// accessors through ``subscript(tracking:_:)-(_,KeyPath<Self,Value>)``:
///
/// ```swift
/// public struct State: ObservableStruct, Equatable {
///   public var _$observationRegistrar = ObservationStateRegistrar()
///   private var _count: Int
///
///   public var count: Int {
///     get { self[tracking: \._count, \.count] }
///     set { self[tracking: \._count, \.count] = newValue }
///     _modify { yield &self[tracking: \._count, \.count] }
///   }
/// }
/// ```
///
/// The overload picked for the field's type decides when writes notify:
///
/// | field | `set` notifies | `_modify` (`+=`, `append`, …) notifies |
/// |---|---|---|
/// | plain value | always | always |
/// | `Equatable` value | when `!=` (always, under ``StoreRules/EqualAssignment/notifies``: 1.7.0's and 1.10.0's rules) | always |
/// | nested ``ObservableState`` (optional too) | when its identity changed | when it was replaced |
/// | ``IdentifiedArray`` of ``ObservableState`` | when its ids changed | when its ids changed |
/// | array of ``ObservableState`` | when its elements' identities changed | when they changed |
@MainActor
public protocol ObservableStruct: ObservableState {
  /// The registrar that holds this value's identity and observers.
  var _$observationRegistrar: ObservationStateRegistrar { get set }
}

extension ObservableStruct {
  public var _$id: ObservableStateID {
    _$observationRegistrar.id
  }

  public mutating func _$willModify() {
    _$observationRegistrar._$willModify()
  }
}

extension ObservableStruct {
  /// A tracked field of any type: every write notifies.
  ///
  /// - Parameters:
  ///   - storage: The private stored property that holds the value (`\._count`).
  ///   - field: The public property observers read (`\.count`).
  public subscript<Value>(
    tracking storage: WritableKeyPath<Self, Value>, _ field: KeyPath<Self, Value>
  ) -> Value {
    get { read(storage, field) }
    set { write(storage, field, newValue) { _, _ in false } }
    _modify {
      let registrar = _$observationRegistrar
      registrar.willModify(self, keyPath: field)
      defer { registrar.didModify(self, keyPath: field) }
      yield &self[keyPath: storage]
    }
  }

  /// A tracked `Equatable` field: assigning an equal value does not notify, unless the rules in
  /// force say it does (``StoreRules/EqualAssignment``).
  public subscript<Value: Equatable>(
    tracking storage: WritableKeyPath<Self, Value>, _ field: KeyPath<Self, Value>
  ) -> Value {
    get { read(storage, field) }
    set { write(storage, field, newValue) { StoreRules.current.equalAssignment.isSilent($0, $1) } }
    _modify {
      let registrar = _$observationRegistrar
      registrar.willModify(self, keyPath: field)
      defer { registrar.didModify(self, keyPath: field) }
      yield &self[keyPath: storage]
    }
  }

  /// A tracked nested observable state: readers of the field are notified only when the child
  /// is replaced by a value with another identity, never for changes made inside it.
  public subscript<Value: ObservableState>(
    tracking storage: WritableKeyPath<Self, Value>, _ field: KeyPath<Self, Value>
  ) -> Value {
    get { read(storage, field) }
    set { write(storage, field, newValue) { $0._$id == $1._$id } }
    _modify {
      let registrar = _$observationRegistrar
      let token = registrar.willModify(&self[keyPath: storage])
      defer { registrar.didModify(self, keyPath: field, self[keyPath: storage], since: token) }
      yield &self[keyPath: storage]
    }
  }

  /// A tracked nested observable state that is also `Equatable`: compared by identity only.
  // NB: Unlike the store library from 1.22.0, an equal child with another identity still
  // notifies (its generated setter asks `shouldNotifyObservers`, `lhs != rhs` for an `Equatable`
  // member: `ObservableStateMacro.swift` lines 96 and 666 at 1.22.0,
  // swift-composable-architecture#3751; at 1.7.0 it compared the identity alone, as here). The
  // child carries its own registrar, and a reader that is not told would stay subscribed to the
  // old child's registrar and miss every later change made inside the new one.
  public subscript<Value: ObservableState & Equatable>(
    tracking storage: WritableKeyPath<Self, Value>, _ field: KeyPath<Self, Value>
  ) -> Value {
    get { read(storage, field) }
    set { write(storage, field, newValue) { $0._$id == $1._$id } }
    _modify {
      let registrar = _$observationRegistrar
      let token = registrar.willModify(&self[keyPath: storage])
      defer { registrar.didModify(self, keyPath: field, self[keyPath: storage], since: token) }
      yield &self[keyPath: storage]
    }
  }

  func read<Value>(
    _ storage: WritableKeyPath<Self, Value>, _ field: KeyPath<Self, Value>
  ) -> Value {
    _$observationRegistrar.access(self, keyPath: field)
    return self[keyPath: storage]
  }

  mutating func write<Value>(
    _ storage: WritableKeyPath<Self, Value>,
    _ field: KeyPath<Self, Value>,
    _ newValue: Value,
    isIdentityEqual: (Value, Value) -> Bool
  ) {
    let registrar = _$observationRegistrar
    registrar.mutate(
      self, keyPath: field, &self[keyPath: storage], newValue, isIdentityEqual: isIdentityEqual)
  }
}
