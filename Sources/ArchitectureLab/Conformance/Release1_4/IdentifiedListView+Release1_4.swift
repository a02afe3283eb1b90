import StoreModels

extension Release1_4 {
  /// The suite's `IdentifiedListView` at 1.4.0 (`IdentifiedListTestCase.swift`): a `List` of
  /// counters from an identified array under the first row's count, all in a `WithViewStore` of
  /// what the list shows, the rows a `ForEachStore` (1.4.0's, `store/uncached`'s, written with
  /// its row closure) over a store the content scopes on each run; each row observes a store of
  /// its id in a `WithViewStore` of its own.
  struct IdentifiedListView: ListContainer {
    typealias Feature = ArchitectureLab.IdentifiedListView.Feature
    typealias ViewState = ArchitectureLab.IdentifiedListView.ViewState

    let store: StoreOf<Feature>

    func body(_ content: inout ViewContent) {
      let store = self.store
      content.child(
        WithViewStore(release1_4: store, observe: ViewState.init) { viewStore, content in
          content.log("IdentifiedListView.body")
          content.button("Add") { store.send(.addButtonTapped) }
          if let firstCount = viewStore.firstCount {
            content.button("Increment First") { store.send(.incrementFirstButtonTapped) }
            content.text("Count: \(firstCount)")
          }
          content.child(
            UncachedForEachStore(store.scope(state: { $0.rows }, action: { .rows($0) })) {
              rowStore, row in
              row.log("IdentifiedListView.body.ForEachStore")
              let idStore = rowStore.scope(state: { $0.id }, action: { $0 })
              row.child(
                WithViewStore(release1_4: idStore, observe: { $0 }) { viewStore, row in
                  row.log("\(type(of: idStore))")
                  row.child(BasicsView(store: rowStore))
                  row.button("trash") { store.send(.removeButtonTapped(id: viewStore.state)) }
                })
            })
        })
    }
  }
}
