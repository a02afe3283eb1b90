/// The array's in-place element writes without the stamp its own modify accessors put on an
/// element of an identity (``IdentifiedArray/noteUncomparedWrite()``): for callers that compare
/// the element's identity themselves and stamp a replacement (the overloads for observable
/// elements, ``ForEachReducer``), so that an element modified in place has no store checked.
nonisolated extension IdentifiedArray {
  /// The element at `position`, written in place; its id must not change.
  ///
  /// - Complexity: O(1).
  subscript(unstamped position: Int) -> Element {
    get { _elements[position] }
    _modify {
      let id = _ids.order[position]
      yield &_elements[position]
      precondition(
        _elements[position][keyPath: self.id] == id, "An element's id changed from \(id).")
    }
  }

  /// The element with `id`, which is at `index`, written in place; its id must not change, and
  /// setting `nil` removes it.
  ///
  /// - Complexity: O(1) to modify it; O(n) to remove it.
  subscript(unstamped id: ID, at index: Int) -> Element? {
    get { _elements[index] }
    _modify {
      // NB: Moves the element out (swap it to the end, pop it) so that the caller owns the only
      // copy and modifies it in place, then moves it back; all O(1).
      _elements.swapAt(index, _elements.count - 1)
      var element: Element? = _elements.removeLast()
      defer {
        if let element {
          _elements.append(element)
          _elements.swapAt(index, _elements.count - 1)
          precondition(element[keyPath: self.id] == id, "An element's id changed from \(id).")
        } else {
          // The caller set the element to nil: put back the one swapped into its place, then
          // remove the id.
          if index < _elements.count { _elements.append(_elements.remove(at: index)) }
          removeID(at: index)
        }
      }
      yield &element
    }
  }

  /// No element, for an `id` that is absent: one written here is appended.
  ///
  /// - Complexity: amortized O(1).
  subscript(absent id: ID) -> Element? {
    get { nil }
    _modify {
      var element: Element?
      yield &element
      if let element { self[id: id] = element }
    }
  }
}
