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

  /// The gone child under `id`, kept with the elements or the others by the kind of `id`.
  subscript(id: ScopeID) -> Child? {
    get { if case .element = id { elements[id] } else { others[id] } }
    set { if case .element = id { elements[id] = newValue } else { others[id] = newValue } }
  }

  /// Keeps `child`, whose state has gone, under `id`.
  mutating func insert(_ child: Child, for id: ScopeID) {
    self[id] = child
  }

  /// Removes and returns every gone child `isBack` finds the state of, the others first; `ids`
  /// are the elements present when the parent's state is an identified array.
  ///
  /// - Complexity: O(other gone children + min(gone element stores, ids)) calls of `isBack`.
  mutating func removeReturned(
    ids: (any IdentifiedElements)?, isBack: (Child) -> Bool
  ) -> [(id: ScopeID, child: Child)] {
    var returned: [(id: ScopeID, child: Child)] = []
    for (id, child) in others where isBack(child) { returned.append((id, child)) }
    if let ids, ids.count < elements.count {
      ids.forEachElementID { id in
        let key = ScopeID.element(id)
        if let child = elements[key], isBack(child) { returned.append((key, child)) }
      }
    } else {
      for (id, child) in elements where isBack(child) { returned.append((id, child)) }
    }
    for (id, _) in returned { self[id] = nil }
    return returned
  }
}
