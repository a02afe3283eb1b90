import StoreModels

/// The store library's `ForEachStore` (as at 1.7.0): its content once per element of an
/// identified collection, each over a store of that element.
///
/// Creating one creates its ``WithViewStore`` of the collection, which publishes only when the
/// ids change; that view's content is a `ForEach`: one ``ForEachRow`` per element, whose
/// closure scopes the element's store under the element's id (cached below a store that can
/// cache: the same row store every time) and calls `content` with it. The rows' closures run
/// again whenever the `WithViewStore` runs its body.
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
    rows = WithViewStore(store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids }) {
      viewStore, list in
      for (id, element) in zip(viewStore.state.ids, viewStore.state) {
        list.child(
          ForEachRow(id: id) { row in
            var element = element
            let elementStore = store.scope(
              id: ScopeName.element(id),
              state: {
                element = $0[id: id] ?? element
                return element
              },
              action: { .element(id: id, action: $0) })
            content(elementStore, &row)
          })
      }
    }
  }

  func body(_ content: inout ViewContent) {
    content.child(rows)
  }
}

/// One row of a `ForEach`: its body is the `ForEach`'s closure for one element, whose runs are
/// counted as closures, not body runs. In a `List`, an inserted row is evaluated twice (see
/// ``LabView/isForEachRow``). A transparent helper: it shows nothing itself, and screen paths
/// skip it.
struct ForEachRow<ID: Hashable>: LabView {
  static var viewName: String { "ForEachRow" }
  static var isTransparent: Bool { true }
  static var isForEachRow: Bool { true }

  let rowID: ID
  let content: (inout ViewContent) -> Void
  var id: ID? { rowID }

  init(id: ID, content: @escaping (inout ViewContent) -> Void) {
    self.rowID = id
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    self.content(&content)
  }
}
