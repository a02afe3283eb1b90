import StoreModels

/// The store library's `IfLetStore` before 1.5 (as at 1.4.0): its content over a store of the
/// child while an optional child state is present, nothing while it is `nil`.
///
/// ```swift
/// UncachedIfLetStore(store.scope(state: { $0.child }, action: { .child($0) })) { child in
///   CounterView(store: child)
/// }
/// ```
///
/// It holds a view store of the optional that publishes only when the child appears or goes
/// away (its `removeDuplicates` compares presence), so it runs its body then, and whenever its
/// parent runs its body (it is handed a store scoped anew, uncached, and makes a view store of
/// its own, so its inputs always differ). Each body run
/// scopes a new store of the unwrapped child, uncached, whose state falls back on the last
/// present value, so a view still holding it while being removed reads no `nil`.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedIfLetStore<State: Equatable, Action, Content: LabView>: LabView {
  static var viewName: String { "UncachedIfLetStore" }
  static var isTransparent: Bool { true }

  @ObservedObject var viewStore: ViewStore<State?, Action>
  /// The content over the view store, made here as 1.4.0's `init` makes it: a closure made anew
  /// around the store and the app's content (rule 15 in docs/fidelity.md; its new view store
  /// makes it a changed input anyway).
  let content: (ViewStore<State?, Action>, inout ViewContent) -> Void

  init(_ store: Store<State?, Action>, then ifContent: @escaping (Store<State, Action>) -> Content)
  {
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(
        store, observe: { $0 }, send: { $0 }, removeDuplicates: { ($0 == nil) == ($1 == nil) }))
    self.content = { viewStore, content in
      guard var state = viewStore.state else { return }
      let child = store.scope(
        state: {
          state = $0 ?? state
          return state
        },
        action: { $0 })
      content.child(ifContent(child))
    }
  }

  func body(_ content: inout ViewContent) {
    self.content(viewStore, &content)
  }
}
