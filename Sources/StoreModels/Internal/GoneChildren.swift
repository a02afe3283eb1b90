/// A store's cached children whose state has gone, under ``StoreRules/GoneChild/kept``: each
/// stays invalid until a send finds its state again, and is then cached with the live ones.
///
/// Element stores are kept apart: one can only return with its id, so a send looks up the ids
/// present rather than visiting every gone row when the rows are fewer. Without that, a long run
/// that adds and removes rows would check every row it ever showed on every send.
///
/// Memory: every child ever scoped and gone, for the parent's life, as 1.7.0's cache kept them
/// (`Store.swift` lines 335–358 at 1.7.0). Always empty under eviction.
struct GoneChildren<Child> {
  /// Gone element stores, by their element's id.
  private var elements: [ScopeID: Child] = [:]
  /// Every other gone child: an optional's, an enum case's, a field's.
  private var others: [ScopeID: Child] = [:]

  var isEmpty: Bool { elements.isEmpty && others.isEmpty }

  subscript(id: ScopeID) -> Child? {
    if case .element = id { elements[id] } else { others[id] }
  }

  /// Keeps `child`, whose state has gone, under `id`.
  mutating func insert(_ child: Child, for id: ScopeID) {
    if case .element = id { elements[id] = child } else { others[id] = child }
  }

  /// Removes and returns every gone child `isBack` finds the state of; `ids` are the elements
  /// present when the parent's state is an identified array.
  ///
  /// - Complexity: O(other gone children + min(gone element stores, ids)) calls of `isBack`.
  mutating func removeReturned(
    ids: (any IdentifiedElements)?, isBack: (Child) -> Bool
  ) -> [(id: ScopeID, child: Child)] {
    var candidates = others.map { (id: $0.key, child: $0.value) }
    if let ids, ids.elementCount < elements.count {
      ids.forEachElementID { id in
        let key = ScopeID.element(id)
        if let child = elements[key] { candidates.append((key, child)) }
      }
    } else {
      candidates += elements.map { (id: $0.key, child: $0.value) }
    }
    let returned = candidates.filter { isBack($0.child) }
    for (id, _) in returned {
      if case .element = id { elements[id] = nil } else { others[id] = nil }
    }
    return returned
  }

  /// Removes and returns every gone child.
  mutating func removeAll() -> [Child] {
    defer { (elements, others) = ([:], [:]) }
    return Array(elements.values) + others.values
  }
}
