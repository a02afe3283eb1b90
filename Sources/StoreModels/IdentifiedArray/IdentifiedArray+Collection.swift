nonisolated extension IdentifiedArray: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { _elements.count }

  /// The element at `position`. Writing it is in place and never touches the ids; the element's
  /// id must not change. Modifying it from code generic over any element counts an element of an
  /// identity as replaced (see ``subscript(id:)``).
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      precondition(
        newValue[keyPath: id] == _ids.order[position],
        "An element stored at position \(position) has another id.")
      _elements[position] = newValue
      noteReplacement()
    }
    _modify {
      defer { noteUncomparedWrite() }
      yield &self[unstamped: position]
    }
  }
}

nonisolated extension IdentifiedArray: Equatable where Element: Equatable {
  /// Same elements in the same order.
  ///
  /// - Complexity: O(1) when both share their storage, otherwise O(n).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}

nonisolated extension IdentifiedArray: CustomStringConvertible {
  public var description: String {
    _elements.description
  }
}

nonisolated extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, ID == Element.ID {
  /// An array of the listed `Identifiable` elements, which must have unique ids.
  ///
  /// - Complexity: O(n).
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}
