import StoreModels

/// The store library's `NavigationStackStore` (as at 1.7.0): a navigation stack whose path is an
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

  @ObservedObject var viewStore:
    ViewStore<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>
  let root: (inout ViewContent) -> Void
  /// One screen's content, made here as the library's `init` makes it (a closure made anew
  /// around the store and the app's destination: a changed input on every init).
  let destination: (Component, inout ViewContent) -> Void

  init(
    _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
    root: @escaping (inout ViewContent) -> Void,
    destination: @escaping (Store<EachState, EachAction>, inout ViewContent) -> Void
  ) {
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(scoping: store, removeDuplicates: { $0.ids == $1.ids }))
    self.root = root
    // NB: as 1.7.0's `init` does (`self.destination = { component in … }`,
    // NavigationStackStore.swift line 51), capturing the store and the app's destination; the
    // screen's store is scoped when a screen's view runs it.
    self.destination = { component, content in
      let id = component.id
      var element = component.element
      let screen = store.scope(
        id: ScopeName.element(id),
        state: {
          element = $0[id: id] ?? element
          return element
        },
        action: { .element(id: id, action: $0) })
      destination(screen, &content)
    }
  }

  func body(_ content: inout ViewContent) {
    root(&content)
    for (id, element) in zip(viewStore.state.ids, viewStore.state) {
      content.child(
        Destination(component: Component(id: id, element: element), destination: destination))
    }
  }

  /// A screen of the path, as the library's `StackState.Component`: equal when the ids are.
  struct Component: Equatable {
    let id: ID
    let element: EachState

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
    }
  }

  /// One screen of the stack, covering the screens below it (the library's
  /// `NavigationDestinationView`).
  struct Destination: PresentedContent {
    static var presentation: Presentation { .pushed }
    static var isTransparent: Bool { true }
    let component: Component
    let destination: (Component, inout ViewContent) -> Void
    var id: ID? { component.id }

    func body(_ content: inout ViewContent) {
      destination(component, &content)
    }
  }
}
