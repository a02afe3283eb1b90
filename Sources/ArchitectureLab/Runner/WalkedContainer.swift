/// A standard container a leak walk enters element by element without a `Mirror`: an optional,
/// an array, a set, a dictionary, an `AnyHashable` (its one value, as its mirror shows it).
///
/// A `Mirror` of a container makes a lazy collection of labelled children, and of a dictionary
/// one `(key:value:)` tuple per entry that needs a `Mirror` of its own; reading the elements
/// directly finds the same values for a fraction of the cost. The element types also tell, once
/// per container type, whether any value of it can hold an object at all.
///
/// NB: each element is handed to the walk as its element type, not boxed in an `Any` (an
/// array's where the array keeps it, the others' as a copy): the walk enters it by its type's
/// plan, looked up once per container.
protocol WalkedContainer {
  /// The types of the values inside: a dictionary's keys and values, the others' elements.
  nonisolated static var elementTypes: [Any.Type] { get }

  /// Whether this is an `Optional`, whose `nil` is a reference's null when it wraps a class.
  nonisolated static var isOptional: Bool { get }

  /// Walks every value inside the container at `pointer`, a value of this type.
  nonisolated static func walkElements(at pointer: UnsafeRawPointer, _ walk: inout ObjectGraphWalk)
}

extension WalkedContainer {
  nonisolated static var isOptional: Bool { false }
}

extension Optional: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Wrapped.self] }

  nonisolated static var isOptional: Bool { true }

  nonisolated static func walkElements(at pointer: UnsafeRawPointer, _ walk: inout ObjectGraphWalk)
  {
    guard let wrapped = pointer.assumingMemoryBound(to: Self.self).pointee else { return }
    walk.visit(wrapped, as: walk.plan(of: Wrapped.self))
  }
}

extension Array: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Element.self] }

  nonisolated static func walkElements(at pointer: UnsafeRawPointer, _ walk: inout ObjectGraphWalk)
  {
    walkElementsOfSequence(pointer.assumingMemoryBound(to: Self.self).pointee, &walk)
  }
}

extension ContiguousArray: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Element.self] }

  nonisolated static func walkElements(at pointer: UnsafeRawPointer, _ walk: inout ObjectGraphWalk)
  {
    walkElementsOfSequence(pointer.assumingMemoryBound(to: Self.self).pointee, &walk)
  }
}

extension Set: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Element.self] }

  nonisolated static func walkElements(at pointer: UnsafeRawPointer, _ walk: inout ObjectGraphWalk)
  {
    walkElementsOfSequence(pointer.assumingMemoryBound(to: Self.self).pointee, &walk)
  }
}

extension Dictionary: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Key.self, Value.self] }

  nonisolated static func walkElements(at pointer: UnsafeRawPointer, _ walk: inout ObjectGraphWalk)
  {
    let dictionary = pointer.assumingMemoryBound(to: Self.self).pointee
    let (keyPlan, valuePlan) = (walk.plan(of: Key.self), walk.plan(of: Value.self))
    for (key, value) in dictionary {
      walk.visit(key, as: keyPlan)
      walk.visit(value, as: valuePlan)
    }
  }
}

extension AnyHashable: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Any.self] }

  nonisolated static func walkElements(at pointer: UnsafeRawPointer, _ walk: inout ObjectGraphWalk)
  {
    walk.visit(pointer.assumingMemoryBound(to: Self.self).pointee.base)
  }
}

/// Walks every element of `sequence`: how the sequences above are entered.
///
/// NB: an array's elements are read where it keeps them, none copied.
private nonisolated func walkElementsOfSequence<S: Sequence>(
  _ sequence: S, _ walk: inout ObjectGraphWalk
) {
  let plan = walk.plan(of: S.Element.self)
  guard !plan.isLeaf else { return }
  let walked: Void? = sequence.withContiguousStorageIfAvailable { elements in
    guard let first = elements.baseAddress else { return }
    for index in elements.indices { walk.visit(at: UnsafeRawPointer(first + index), as: plan) }
  }
  guard walked == nil else { return }
  for element in sequence { walk.visit(element, as: plan) }
}
