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

    @ObservedObject var viewStore: ViewStore<StackState<State>, StackAction<State, Action>>
    let root: (@escaping Push, inout ViewContent) -> Void
    let destination: (Component, @escaping Push, inout ViewContent) -> Void

    init(
      _ store: Store<StackState<State>, StackAction<State, Action>>,
      root: @escaping (@escaping Push, inout ViewContent) -> Void,
      destination: @escaping (Store<State, Action>, @escaping Push, inout ViewContent) -> Void
    ) {
      _viewStore = ObservedObject(
        wrappedValue: ViewStore(
          store, observe: { $0 }, send: { $0 }, removeDuplicates: { $0.ids == $1.ids }))
      self.root = root
      self.destination = { component, push, content in
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
      let viewStore = self.viewStore
      let push: Push = { viewStore.send(.push(id: $0.id, state: $0)) }
      root(push, &content)
      for element in viewStore.state.elements {
        content.child(
          Destination(
            component: Component(id: element.id, element: element), push: push,
            destination: destination))
      }
    }

    /// A pushed screen's element, as the stack's path holds it: equal by id.
    struct Component: Equatable {
      let id: State.ID
      let element: State

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
      }
    }

    /// A pushed screen (`NavigationDestinationView`): runs the stack's destination for its
    /// element when it appears.
    struct Destination: PresentedContent {
      static var presentation: Presentation { .pushed }
      static var isTransparent: Bool { true }

      let component: Component
      let push: Push
      let destination: (Component, @escaping Push, inout ViewContent) -> Void
      var id: State.ID? { component.id }

      func body(_ content: inout ViewContent) {
        destination(component, push, &content)
      }
    }
  }
}
