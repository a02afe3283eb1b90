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
/// It holds a view store of the collection that publishes only when the ids change (its
/// `removeDuplicates` compares the ordered ids), so it runs its body when an element is added,
/// removed or moved, and whenever its parent runs its body. Each body run scopes a new store per
/// element, uncached, whose state falls back on the element as it was, so every row view gets a
/// new store and runs its body too. The content gets the element's id because a lab view carries
/// its own identity (SwiftUI's `ForEach` held it); reading it from the row's view store while
/// this body runs would make this helper observe every row.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedForEachStore<ID: Hashable, ElementState: Equatable, ElementAction, Content: LabView>:
  LabView
{
  static var viewName: String { "UncachedForEachStore" }
  static var isTransparent: Bool { true }

  @ObservedObject var viewStore:
    ViewStore<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
  /// The rows over the collection, made here as 1.4.0's `init` makes its `WithViewStore`'s
  /// content: a closure made anew around the store and the app's content (rule 15 in
  /// docs/fidelity.md; its new view store makes it a changed input anyway).
  let content: (IdentifiedArray<ID, ElementState>, inout ViewContent) -> Void

  init(
    _ store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    content rowContent: @escaping (ID, Store<ElementState, ElementAction>) -> Content
  ) {
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(
        store, observe: { $0 }, send: { $0 }, removeDuplicates: { $0.ids == $1.ids }))
    self.content = { elements, content in
      for (id, element) in zip(elements.ids, elements) {
        let row = store.scope(
          state: { $0[id: id] ?? element }, action: { .element(id: id, action: $0) })
        content.child(rowContent(id, row))
      }
    }
  }

  func body(_ content: inout ViewContent) {
    self.content(viewStore.state, &content)
  }
}
