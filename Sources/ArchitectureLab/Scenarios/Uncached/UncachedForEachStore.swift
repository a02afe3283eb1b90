import StoreModels

/// The store library's `UncachedForEachStore`, before observation: its content once per element of an
/// identified collection, each over a store of that element.
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

  let store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
  @ObservedObject var viewStore:
    ViewStore<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
  let content: (ID, Store<ElementState, ElementAction>) -> Content

  init(
    _ store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    content: @escaping (ID, Store<ElementState, ElementAction>) -> Content
  ) {
    self.store = store
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(
        store, observe: { $0 }, send: { $0 }, removeDuplicates: { $0.ids == $1.ids }))
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    let elements = viewStore.state
    for (id, element) in zip(elements.ids, elements) {
      let row = store.scope(
        state: { $0[id: id] ?? element }, action: { .element(id: id, action: $0) })
      content.child(self.content(id, row))
    }
  }
}
