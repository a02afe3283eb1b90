import StoreModels

/// The store library's `NavigationStackStore` (1.5 to 1.x): a navigation stack whose path is an
/// identified collection of screens in a store.
///
/// Creating one makes its view store of the path, which publishes only when the ids change
/// (an observed object: no `WithViewStore`, so no body line). Its body shows the root, then one
/// destination per screen, over the screen's store scoped under its id (cached below a store
/// that can cache).
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct NavigationStackStore<ID: Hashable, EachState: Equatable, EachAction>: LabView {
  static var viewName: String { "NavigationStackStore" }
  static var isTransparent: Bool { true }

  let store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>
  @ObservedObject var viewStore:
    ViewStore<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>
  let root: (inout ViewContent) -> Void
  let destination: (Store<EachState, EachAction>, inout ViewContent) -> Void

  init(
    _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
    root: @escaping (inout ViewContent) -> Void,
    destination: @escaping (Store<EachState, EachAction>, inout ViewContent) -> Void
  ) {
    self.store = store
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(scoping: store, removeDuplicates: { $0.ids == $1.ids }))
    self.root = root
    self.destination = destination
  }

  func body(_ content: inout ViewContent) {
    root(&content)
    for (id, element) in zip(viewStore.state.ids, viewStore.state) {
      var element = element
      let screen = store.scope(
        id: ScopeName.element(id),
        state: {
          element = $0[id: id] ?? element
          return element
        },
        action: { .element(id: id, action: $0) })
      content.child(Destination(screenID: id) { destination(screen, &$0) })
    }
  }

  /// One screen of the stack, covering the screens below it.
  struct Destination: PresentedContent {
    static var presentation: Presentation { .pushed }
    static var isTransparent: Bool { true }
    let screenID: ID
    let content: (inout ViewContent) -> Void
    var id: ID? { screenID }

    func body(_ content: inout ViewContent) {
      self.content(&content)
    }
  }
}
