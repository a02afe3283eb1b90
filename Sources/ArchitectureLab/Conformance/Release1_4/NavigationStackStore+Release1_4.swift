import StoreModels

extension Release1_4 {
  /// The store library's `NavigationStackStore` at 1.4.0 (`NavigationStackStore.swift` lines
  /// 25–52 and 94–113): a navigation stack over a store of ``StackState``, its root and a screen
  /// per element, pushed with `NavigationLink(state:)`.
  ///
  /// Creating one makes a view store of the stack without scoping (`@StateObject` at 1.4.0, so
  /// once per view: the one screen that plays it makes its stack once, so an observed object made
  /// here is the same), which publishes only when the ids change, and keeps a closure that makes
  /// each screen's store when the screen's view runs: a rescope (`invalidate` while the screen's
  /// id is gone, `StackStoreOf<F>`) and a store of the screen's state scoped from it, falling
  /// back on the last state. No `WithViewStore`, so no body line. A link pushes through the
  /// stack's binding, which sends `.push` through the view store, to the stack's store: the
  /// store the send is made on (``StoreRules/ScopedState/pushed``).
  ///
  /// A transparent helper: it shows nothing itself, and screen paths skip it.
  struct NavigationStackStore<State: Identifiable & Equatable, Action>: LabView {
    static var viewName: String { "NavigationStackStore" }
    static var isTransparent: Bool { true }

    /// A `NavigationLink(state:)`'s tap: pushes a screen of the state.
    typealias Push = @MainActor (State) -> Void
    /// The view-store API's stack, whose pushed screens (`Component`, `Destination`) this one
    /// shows the same way.
    typealias Screens = ArchitectureLab.NavigationStackStore<State.ID, State, Action>

    @ObservedObject var viewStore: ViewStore<StackState<State>, StackAction<State, Action>>
    let root: (inout ViewContent) -> Void
    let destination: (Screens.Component, inout ViewContent) -> Void

    init(
      _ store: Store<StackState<State>, StackAction<State, Action>>,
      root: @escaping (@escaping Push, inout ViewContent) -> Void,
      destination: @escaping (Store<State, Action>, @escaping Push, inout ViewContent) -> Void
    ) {
      let viewStore = ViewStore(
        store, observe: { $0 }, send: { $0 }, removeDuplicates: { $0.ids == $1.ids })
      _viewStore = ObservedObject(wrappedValue: viewStore)
      // NB: made once, with the view store, as the library's stack binding is its own: a
      // screen's view is handed the same closure on every run of the stack.
      let push: Push = { viewStore.send(.push(id: $0.id, state: $0)) }
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
}
