/// The stores of the elements of an identified collection, as a random-access collection that
/// creates an element's store only when its position is accessed.
///
/// Made by ``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ID,ElementState>>,_)``.
/// It is a snapshot of the collection taken when it was made: iterate it in the body that made
/// it, and do not keep it across sends (keeping it would keep the snapshot's elements alive, and
/// the next write to one of them would copy them all).
public struct StoreCollection<ID: Hashable, ElementState, ElementAction>:
  @MainActor RandomAccessCollection
{
  /// The store of the whole collection: cached under the scope's key paths, the same object on
  /// every read of the collection (the store the library's `NavigationStack(path:)` keeps).
  public let store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
  private let data: IdentifiedArray<ID, ElementState>

  init(
    store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    data: IdentifiedArray<ID, ElementState>
  ) {
    self.store = store
    self.data = data
  }

  public var startIndex: Int { data.startIndex }
  public var endIndex: Int { data.endIndex }

  /// The store of the element at `position`: the cached one for its id, or a new one.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> Store<ElementState, ElementAction> {
    let id = data.ids[position]
    // NB: a cached store is returned before the closures a new one needs are made: they cost
    // two allocations per row each time a view lists the rows. `scope` looks it up the same way.
    if let cached: Store<ElementState, ElementAction> = store.cachedChild(.element(id)) {
      return cached
    }
    // NB: by position, not `[id:]`, which returns an optional element (see ``ChildStateLookup``).
    let toElement = ChildStateLookup<IdentifiedArray<ID, ElementState>, ElementState> {
      guard let index = $0.index(id: id) else { return false }
      $1($0[index])
      return true
    }
    return store.scope(id: .element(id), state: toElement) {
      IfLetCore(
        base: store.core, state: toElement, initialState: data[position],
        action: { .element(id: id, action: $0) })
    }
  }
}
