import StoreModels

extension Release1_4 {
  /// The store library's `ForEachStore` at 1.4.0 (`ForEachStore.swift` lines 98–129), with its
  /// row closure: `store/uncached`'s ``UncachedForEachStore``, each row a `ForEach` closure run
  /// (``ForEachRow``) that writes its own lines, as the suite's list logs one per row.
  ///
  /// Creating one makes a `WithViewStore` of the collection as 1.4.0 made one (one store, one
  /// view store), whose view store publishes only when the ids change. Each run of its content
  /// scopes a store of each element from the store given, uncached, falling back on the element
  /// as it was, and hands it to the row closure.
  ///
  /// A transparent helper: it shows nothing itself, and screen paths skip it.
  struct ForEachStore<ID: Hashable, EachState: Equatable, EachAction>: LabView {
    static var viewName: String { "ForEachStore" }
    static var isTransparent: Bool { true }

    let rows: WithViewStore<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>

    init(
      _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
      content: @escaping (Store<EachState, EachAction>, inout ViewContent) -> Void
    ) {
      rows = WithViewStore(
        release1_4: store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids }
      ) { viewStore, list in
        for (id, element) in zip(viewStore.state.ids, viewStore.state) {
          list.child(
            ForEachRow(id: id) { row in
              let elementStore = store.scope(
                state: { $0[id: id] ?? element }, action: { .element(id: id, action: $0) })
              content(elementStore, &row)
            })
        }
      }
    }

    func body(_ content: inout ViewContent) {
      content.child(rows)
    }
  }
}
