/// A standard container a leak walk enters element by element without a `Mirror`: an optional,
/// an array, a set, a dictionary, an `AnyHashable` (its one value, as its mirror shows it).
///
/// A `Mirror` of a container makes a lazy collection of labelled children, and of a dictionary
/// one `(key:value:)` tuple per entry that needs a `Mirror` of its own; reading the elements
/// directly finds the same values for a fraction of the cost. The element types also tell, once
/// per container type, whether any value of it can hold an object at all.
protocol WalkedContainer {
  /// The types of the values inside: a dictionary's keys and values, the others' elements.
  nonisolated static var elementTypes: [Any.Type] { get }

  /// Hands every value inside `container`, a value of this type, to `body`.
  nonisolated static func forEachElement(in container: Any, _ body: (Any) -> Void)
}

extension Optional: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Wrapped.self] }

  nonisolated static func forEachElement(in container: Any, _ body: (Any) -> Void) {
    if let wrapped = (container as? Self).flatMap({ $0 }) { body(wrapped) }
  }
}

extension Array: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Element.self] }

  nonisolated static func forEachElement(in container: Any, _ body: (Any) -> Void) {
    forEachElementOfSequence(Self.self, in: container, body)
  }
}

extension ContiguousArray: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Element.self] }

  nonisolated static func forEachElement(in container: Any, _ body: (Any) -> Void) {
    forEachElementOfSequence(Self.self, in: container, body)
  }
}

extension Set: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Element.self] }

  nonisolated static func forEachElement(in container: Any, _ body: (Any) -> Void) {
    forEachElementOfSequence(Self.self, in: container, body)
  }
}

extension Dictionary: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Key.self, Value.self] }

  nonisolated static func forEachElement(in container: Any, _ body: (Any) -> Void) {
    guard let dictionary = container as? Self else { return }
    for (key, value) in dictionary {
      body(key)
      body(value)
    }
  }
}

extension AnyHashable: WalkedContainer {
  nonisolated static var elementTypes: [Any.Type] { [Any.self] }

  nonisolated static func forEachElement(in container: Any, _ body: (Any) -> Void) {
    if let hashable = container as? Self { body(hashable.base) }
  }
}

/// Hands every element of `container`, a `S`, to `body`: how the sequences above are entered.
private nonisolated func forEachElementOfSequence<S: Sequence>(
  _: S.Type, in container: Any, _ body: (Any) -> Void
) {
  guard let sequence = container as? S else { return }
  for element in sequence { body(element) }
}
