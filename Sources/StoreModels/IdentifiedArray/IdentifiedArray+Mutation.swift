/// Structural changes: each one copies the id storage first if it is shared, then stamps it with
/// a new generation, so copies made before no longer share the ids.
nonisolated extension IdentifiedArray {
  /// Appends `element` unless an element with its id is already present.
  ///
  /// - Returns: Whether it was inserted, and the position of the element with that id.
  /// - Complexity: Amortized O(1) when the storage is not shared; otherwise O(n) to copy it.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let elementID = element[keyPath: id]
    if let index = _ids.positions[elementID] { return (false, index) }
    let index = _elements.count
    changeIDs { order, positions in
      order.append(elementID)
      positions[elementID] = index
    }
    _elements.append(element)
    return (true, index)
  }

  /// Appends `elements`, whose ids must be new and distinct, in one structural change.
  ///
  /// - Complexity: O(k) amortized for k elements when the storage is not shared; otherwise
  ///   O(n + k).
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    let start = _elements.count
    _elements.append(contentsOf: elements)
    guard _elements.count > start else { return }
    let id = self.id
    let stored = _elements
    changeIDs { order, positions in
      Self.index(stored, from: start, into: &order, &positions) { $0[keyPath: id] }
    }
  }

  /// Adds the ids of `elements` from position `start` on, each read by `elementID` and new, to
  /// `order` and `positions`: what an initializer from a sequence and ``append(contentsOf:)``
  /// share.
  ///
  /// NB: room is reserved for all of them only when the ids start empty (an initializer).
  /// `reserveCapacity` allocates what it is asked for and no more, so reserving n + k on every
  /// append would copy the n ids each time (1,000 rows appended to 10,000 again and again);
  /// appending lets the storage grow geometrically instead.
  ///
  /// - Complexity: O(k) amortized for the k elements from `start`.
  static func index(
    _ elements: ContiguousArray<Element>, from start: Int, into order: inout ContiguousArray<ID>,
    _ positions: inout [ID: Int], elementID: (Element) -> ID
  ) {
    if start == 0 {
      order.reserveCapacity(elements.count)
      positions.reserveCapacity(elements.count)
    }
    for index in start..<elements.count {
      let identifier = elementID(elements[index])
      let earlier = positions.updateValue(index, forKey: identifier)
      precondition(earlier == nil, "Duplicate id \(identifier).")
      order.append(identifier)
    }
  }

  /// Swaps the elements at `i` and `j`.
  ///
  /// - Complexity: O(1) when the storage is not shared; otherwise O(n) to copy it.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    changeIDs { order, positions in
      order.swapAt(i, j)
      positions[order[i]] = i
      positions[order[j]] = j
    }
    _elements.swapAt(i, j)
  }

  /// Removes every element.
  ///
  /// - Complexity: O(n).
  public mutating func removeAll() {
    guard !_elements.isEmpty else { return }
    changeIDs { order, positions in
      order.removeAll()
      positions.removeAll()
    }
    _elements.removeAll()
  }

  /// Inserts `element`, whose id must be new, at `index`.
  ///
  /// - Complexity: O(n).
  public mutating func insert(_ element: Element, at index: Int) {
    let elementID = element[keyPath: id]
    precondition(_ids.positions[elementID] == nil, "Duplicate id \(elementID).")
    changeIDs { order, positions in
      order.insert(elementID, at: index)
      for position in index..<order.count { positions[order[position]] = position }
    }
    _elements.insert(element, at: index)
  }

  /// Removes and returns the element with `id`, or returns `nil` when there is none.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let index = _ids.positions[id] else { return nil }
    return remove(at: index)
  }

  /// Removes and returns the element at `index`.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    removeID(at: index)
    return _elements.remove(at: index)
  }

  /// Removes every element that satisfies `shouldBeRemoved`, keeping the others in order.
  ///
  /// - Complexity: O(n).
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try _elements.removeAll(where: shouldBeRemoved)
    guard _elements.count != _ids.order.count else { return }
    let id = self.id
    let remaining = ContiguousArray(_elements.lazy.map { $0[keyPath: id] })
    changeIDs { order, positions in
      order = remaining
      positions = Dictionary(uniqueKeysWithValues: zip(order, order.indices))
    }
  }

  /// Moves the element at `source` so that it ends up at `destination`.
  ///
  /// - Complexity: O(n).
  public mutating func move(fromOffset source: Int, toOffset destination: Int) {
    guard source != destination else { return }
    changeIDs { order, positions in
      order.insert(order.remove(at: source), at: destination)
      for position in Swift.min(source, destination)...Swift.max(source, destination) {
        positions[order[position]] = position
      }
    }
    _elements.insert(_elements.remove(at: source), at: destination)
  }

  /// Removes the id at `index` from the id storage, leaving the elements to the caller.
  mutating func removeID(at index: Int) {
    changeIDs { order, positions in
      positions[order.remove(at: index)] = nil
      for position in index..<order.count { positions[order[position]] = position }
    }
  }

  private mutating func changeIDs(_ body: (inout ContiguousArray<ID>, inout [ID: Int]) -> Void) {
    if !isKnownUniquelyReferenced(&_ids) { _ids = _ids.copy() }
    _ids.change(body)
  }
}
