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
  /// The ``IdentifiedArray/structuralGeneration`` of the ids every gone element store was last
  /// looked up against, none of them found; `nil` once an element store has gone since.
  ///
  /// NB: while the ids keep that generation they are the same ids, so no gone element store can
  /// be back, and a send need not look again. Without it, under every release's propagation a
  /// long `stack` fuzz looked the present screens up on every send, a tenth of its step.
  private var elementsCheckedAt: UInt64?

  var isEmpty: Bool { elements.isEmpty && others.isEmpty }

  /// The gone child under `id`, kept with the elements or the others by the kind of `id`.
  subscript(id: ScopeID) -> Child? {
    get { if case .element = id { elements[id] } else { others[id] } }
    set {
      guard case .element = id else {
        others[id] = newValue
        return
      }
      if newValue != nil { elementsCheckedAt = nil }
      elements[id] = newValue
    }
  }

  /// Keeps `child`, whose state has gone, under `id`.
  mutating func insert(_ child: Child, for id: ScopeID) {
    self[id] = child
  }

  /// Removes and returns every gone child `isBack` finds the state of, the others first; `ids`
  /// are the elements present when the parent's state is an identified array.
  ///
  /// An element store is back exactly when its id is among `ids` (`StoreCollection` finds its
  /// state by `index(id:)`), so ids of the generation last looked up against bring none back.
  ///
  /// - Complexity: O(other gone children) calls of `isBack` when `ids` are of the generation last
  ///   looked up against and no element store has gone since; otherwise O(other gone children +
  ///   min(gone element stores, ids)).
  mutating func removeReturned(
    ids: (any IdentifiedElements)?, isBack: (Child) -> Bool
  ) -> [(id: ScopeID, child: Child)] {
    var returned: [(id: ScopeID, child: Child)] = []
    for (id, child) in others where isBack(child) { returned.append((id, child)) }
    let generation = ids?.structuralGeneration
    defer { elementsCheckedAt = generation }
    if generation != nil && generation == elementsCheckedAt {
      // NB: the same ids as last time, which held none of them.
    } else if let ids, ids.count < elements.count {
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
