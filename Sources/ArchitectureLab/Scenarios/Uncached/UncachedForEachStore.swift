import StoreModels

/// The store library's `ForEachStore` before 1.5 (as at 1.4.0): its content once per element of
/// an identified collection, each over a store of that element.
///
/// ```swift
/// UncachedForEachStore(store.scope(state: { $0.rows }, action: { .rows($0) })) { id, row in
///   CounterRow(id: id, store: row)
/// }
/// ```
///
/// Creating one makes, as 1.4.0's `init` does (`ForEachStore.swift` lines 98–129), a
/// `WithViewStore` of the collection as at 1.4.0 (one store, one view store), whose view store
/// publishes only when the ids change (its `removeDuplicates` compares the ordered ids); its own
/// body hands on that `WithViewStore`. So a new one, which its parent's body makes, runs two
/// bodies, and an element added, removed or moved runs the `WithViewStore`'s alone. Each run of
/// that content scopes a new store per element from the store given, uncached, whose state falls
/// back on the element as it was, so every row view gets a new store and runs its body too. The
/// content gets the element's id because a lab view carries its own identity (SwiftUI's
/// `ForEach` held it); reading it from the row's view store while this body runs would make this
/// helper observe every row.
///
/// NB: 1.4.0's row closure reads the id through the `WithViewStore`'s copy of the view store, so
/// SwiftUI's `ForEach` keeps that copy until the next run; the lab lets each copy go in the run
/// that made it, so its `deinit` comes one run early (the mount logs one). No count moves.
///
/// The suite's 1.4.0 list writes its rows in the row closure itself, each a `ForEach` row that
/// logs its own line (``init(_:rows:)``): the same stores, the row's content a ``ForEachRow``.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedForEachStore<ID: Hashable, ElementState: Equatable, ElementAction>: LabView {
  static var viewName: String { "UncachedForEachStore" }
  static var isTransparent: Bool { true }

  /// The `WithViewStore` made in `init`, whose content lists the rows.
  let rows: WithViewStore<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>

  /// Each element's view made by `rowContent`, a view of its own.
  init<Content: LabView>(
    _ store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    content rowContent: @escaping (ID, Store<ElementState, ElementAction>) -> Content
  ) {
    self.init(store, list: { id, row, content in content.child(rowContent(id, row())) })
  }

  /// Each element's content written by `rowContent` in a `ForEach` row of its own, which scopes
  /// the element's store each time it runs, as 1.4.0's row closure does.
  init(
    _ store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    rows rowContent: @escaping (Store<ElementState, ElementAction>, inout ViewContent) -> Void
  ) {
    self.init(
      store,
      list: { id, row, content in content.child(ForEachRow(id: id) { rowContent(row(), &$0) }) })
  }

  /// Lists every element with `list`, handing it the element's id and what scopes a store of the
  /// element anew from `store` (1.4.0's row closure, `ForEachStore.swift` lines 118–126).
  private init(
    _ store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    list:
      @escaping (ID, @escaping () -> Store<ElementState, ElementAction>, inout ViewContent) -> Void
  ) {
    rows = WithViewStore(release1_4: store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids })
    { viewStore, content in
      let elements = viewStore.state
      for (id, element) in zip(elements.ids, elements) {
        list(
          id,
          {
            store.scope(
              state: { $0[id: id] ?? element }, action: { .element(id: id, action: $0) })
          }, &content)
      }
    }
  }

  func body(_ content: inout ViewContent) {
    content.child(rows)
  }
}
