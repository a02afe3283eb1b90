import Foundation
import StoreModels

/// The states of the store library's `ObservableTests`, written by hand the way the lab's
/// features are (its `@ObservableState` macro is an external package): a child with a count, a
/// parent holding children in every shape, and two enum states.
enum LibraryObservable {
  /// A child with an id of its own and a count; `replace`, `reset` and `copy` assign or return
  /// `self` from inside a mutating method, as the library's fixture does.
  struct ChildState: ObservableStruct, Equatable, Identifiable {
    var _$observationRegistrar = ObservationStateRegistrar()
    let id = UUID()
    private var _count: Int

    var count: Int {
      get { self[tracking: \._count, \.count] }
      set { self[tracking: \._count, \.count] = newValue }
      _modify { yield &self[tracking: \._count, \.count] }
    }

    init(count: Int = 0) {
      self._count = count
    }

    mutating func replace(with other: Self) {
      self = other
    }

    mutating func reset() {
      self = Self()
    }

    mutating func copy() -> Self {
      self
    }
  }

  /// A parent with a child and a sibling, two optional children, an optional destination, a plain
  /// array and an identified array of children. (The library's fixture marks `destination`,
  /// `optional` and `presentation` `@Presents` and has a `StackState` path; the lab has neither
  /// wrapper, so the three are plain optionals here.)
  struct ParentState: ObservableStruct, Equatable {
    var _$observationRegistrar = ObservationStateRegistrar()
    private var _child: ChildState
    private var _destination: DestinationState?
    private var _children: [ChildState]
    private var _optional: ChildState?
    private var _presentation: ChildState?
    private var _rows: IdentifiedArrayOf<ChildState>
    private var _sibling: ChildState

    var child: ChildState {
      get { self[tracking: \._child, \.child] }
      set { self[tracking: \._child, \.child] = newValue }
      _modify { yield &self[tracking: \._child, \.child] }
    }

    var destination: DestinationState? {
      get { self[tracking: \._destination, \.destination] }
      set { self[tracking: \._destination, \.destination] = newValue }
      _modify { yield &self[tracking: \._destination, \.destination] }
    }

    var children: [ChildState] {
      get { self[tracking: \._children, \.children] }
      set { self[tracking: \._children, \.children] = newValue }
      _modify { yield &self[tracking: \._children, \.children] }
    }

    var optional: ChildState? {
      get { self[tracking: \._optional, \.optional] }
      set { self[tracking: \._optional, \.optional] = newValue }
      _modify { yield &self[tracking: \._optional, \.optional] }
    }

    var presentation: ChildState? {
      get { self[tracking: \._presentation, \.presentation] }
      set { self[tracking: \._presentation, \.presentation] = newValue }
      _modify { yield &self[tracking: \._presentation, \.presentation] }
    }

    var rows: IdentifiedArrayOf<ChildState> {
      get { self[tracking: \._rows, \.rows] }
      set { self[tracking: \._rows, \.rows] = newValue }
      _modify { yield &self[tracking: \._rows, \.rows] }
    }

    var sibling: ChildState {
      get { self[tracking: \._sibling, \.sibling] }
      set { self[tracking: \._sibling, \.sibling] = newValue }
      _modify { yield &self[tracking: \._sibling, \.sibling] }
    }

    init(
      child: ChildState = ChildState(),
      destination: DestinationState? = nil,
      children: [ChildState] = [],
      optional: ChildState? = nil,
      presentation: ChildState? = nil,
      rows: IdentifiedArrayOf<ChildState> = [],
      sibling: ChildState = ChildState()
    ) {
      self._child = child
      self._destination = destination
      self._children = children
      self._optional = optional
      self._presentation = presentation
      self._rows = rows
      self._sibling = sibling
    }

    mutating func swap() {
      let childCopy = child
      child = sibling
      sibling = childCopy
    }
  }

  /// A destination: one of two children, or an inert case whose payload is a plain number.
  enum DestinationState: ObservableState, Equatable {
    case child1(ChildState)
    case child2(ChildState)
    case inert(Int)

    var _$id: ObservableStateID {
      switch self {
      case .child1(let state): state._$id.tagged(0)
      case .child2(let state): state._$id.tagged(1)
      case .inert(let number): ObservableStateID(case: 2, payload: number)
      }
    }

    mutating func _$willModify() {
      switch self {
      case .child1(var state):
        state._$willModify()
        self = .child1(state)
      case .child2(var state):
        state._$willModify()
        self = .child2(state)
      case .inert:
        break
      }
    }

    /// The child of the first case, or `nil`.
    var child1: ChildState? {
      guard case .child1(let state) = self else { return nil }
      return state
    }

    /// The child of the second case, or `nil`.
    var child2: ChildState? {
      guard case .child2(let state) = self else { return nil }
      return state
    }
  }

  /// An enum state whose cases carry an observable enum without payloads, or a plain number.
  enum EnumState: ObservableState, Equatable {
    case count(Count)
    case anotherCount(Count)
    case int(Int)

    /// An observable enum whose cases carry nothing.
    enum Count: ObservableState, Equatable {
      case one, two

      var _$id: ObservableStateID {
        switch self {
        case .one: ObservableStateID(case: 0)
        case .two: ObservableStateID(case: 1)
        }
      }

      mutating func _$willModify() {}
    }

    // NB: Every case through `init(case:payload:)`, which lends an observable payload's
    // identity and compares a plain one by value.
    var _$id: ObservableStateID {
      switch self {
      case .count(let count): ObservableStateID(case: 0, payload: count)
      case .anotherCount(let count): ObservableStateID(case: 1, payload: count)
      case .int(let number): ObservableStateID(case: 2, payload: number)
      }
    }

    mutating func _$willModify() {}
  }
}
