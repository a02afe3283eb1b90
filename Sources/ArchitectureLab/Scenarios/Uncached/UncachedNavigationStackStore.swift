import StoreModels

/// The store library's `NavigationStackStore` before 1.5.1 (as at 1.4.0, `NavigationStackStore.swift`
/// lines 12–52 and 94–113): a navigation stack over a store of ``StackState``, its root and a
/// screen per element, pushed with `NavigationLink(state:)`.
///
/// ```swift
/// UncachedNavigationStackStore(store.scope(state: { $0.path }, action: { .path($0) })) {
///   push, root in root.button("Push") { push(Screen.State()) }
/// } destination: { screen, push, content in
///   content.child(ScreenView(store: screen))
/// }
/// ```
///
/// Creating one keeps a closure that makes each screen's store when the screen's view runs: a
/// rescope (`invalidate` while the screen's id is gone, `StackStoreOf<F>`) and a store of the
/// screen's state scoped from it, falling back on the last state. Its view store of the stack,
/// which publishes only when the ids change, is a `@StateObject` (line 15; `@ObservedObject`
/// from 1.5.1, #2599): made by the first value a node shows, over the store that value was
/// handed, and kept while the node lives, however many new stacks its parent's runs make (each
/// over a new, uncached store; their screens are scoped from the newest). No `WithViewStore`,
/// so no body line. A link pushes through the stack's binding, which sends `.push` through the
/// kept view store, to the first store: the store the send is made on
/// (``StoreRules/ScopedState/pushed``).
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct UncachedNavigationStackStore<State: Identifiable & Equatable, Action>: LabView {
  static var viewName: String { "NavigationStackStore" }
  static var isTransparent: Bool { true }

  /// A `NavigationLink(state:)`'s tap: pushes a screen of the state.
  typealias Push = @MainActor (State) -> Void
  /// The view-store API's stack, whose pushed screens (`Component`, `Destination`) this one
  /// shows the same way.
  typealias Screens = NavigationStackStore<State.ID, State, Action>

  @StateObject var viewStore: ViewStore<StackState<State>, StackAction<State, Action>>
  let root: (inout ViewContent) -> Void
  let destination: (Screens.Component, inout ViewContent) -> Void

  init(
    _ store: Store<StackState<State>, StackAction<State, Action>>,
    root: @escaping (@escaping Push, inout ViewContent) -> Void,
    destination: @escaping (Store<State, Action>, @escaping Push, inout ViewContent) -> Void
  ) {
    let viewStore = StateObject(
      wrappedValue: ViewStore(
        store, observe: { $0 }, send: { $0 }, removeDuplicates: { $0.ids == $1.ids }))
    _viewStore = viewStore
    // NB: made once per value, with the value's state object, as the library's stack binding
    // is its own: a screen's view is handed the same closure on every run of the stack. It
    // sends through the kept view store, whichever value made the closure.
    let push: Push = { viewStore.wrappedValue.send(.push(id: $0.id, state: $0)) }
    self.root = { root(push, &$0) }
    self.destination = { component, content in
      let id = component.id
      var state = component.element
      let screen = store.invalidate { !$0.ids.contains(id) }.scope(
        state: {
          state = $0[id: id] ?? state
          return state
        },
        action: { .element(id: id, action: $0) })
      destination(screen, push, &content)
    }
  }

  func body(_ content: inout ViewContent) {
    root(&content)
    for element in viewStore.state.elements {
      content.child(
        Screens.Destination(
          component: Screens.Component(id: element.id, element: element),
          destination: destination))
    }
  }
}
