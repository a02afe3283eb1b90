import StoreModels

/// The store library's `IfLetStore` before 1.5 (as at 1.4.0, `IfLetStore.swift` lines 68–91 and
/// 188–195): its content over a store of the child while an optional child state is present,
/// nothing while it is `nil`.
///
/// ```swift
/// UncachedIfLetStore(store.scope(state: { $0.child }, action: { .child($0) })) { child in
///   CounterView(store: child)
/// }
/// ```
///
/// Creating one rescopes `store` (1.4.0's `invalidate`, one store). Its body makes a
/// `WithViewStore` of the optional as at 1.4.0, whose view store publishes only when the child
/// appears or goes away (its `removeDuplicates` compares presence). So a new one, which its
/// parent's body makes with a store scoped anew (uncached, so its inputs always differ), runs two
/// bodies, its own and the `WithViewStore`'s; a change of presence runs the `WithViewStore`'s
/// alone. The content rescopes once more and scopes a store of the unwrapped child, uncached,
/// whose state falls back on the last present value, so a view still holding it while being
/// removed reads no `nil`: four stores each time the parent runs, as 1.4.0's made.
///
/// Both rescopes are 1.4.0's `invalidate { $0 == nil }` (``Store/invalidate(_:)``), whose store
/// takes no new state from its parent while both states are `nil`, under 1.4.0's rules.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedIfLetStore<State: Equatable, Action, Content: LabView>: LabView {
  static var viewName: String { "UncachedIfLetStore" }
  static var isTransparent: Bool { true }

  let store: Store<State?, Action>
  /// The content over the view store, made here as 1.4.0's `init` makes it: a closure made anew
  /// around the store and the app's content (rule 15 in docs/fidelity.md; its new store makes it
  /// a changed input anyway).
  let content: (ViewStore<State?, Action>, inout ViewContent) -> Void

  init(_ store: Store<State?, Action>, then ifContent: @escaping (Store<State, Action>) -> Content)
  {
    let store = store.invalidate { $0 == nil }
    self.store = store
    self.content = { viewStore, content in
      guard var state = viewStore.state else { return }
      let child = store.invalidate { $0 == nil }.scope(
        state: {
          state = $0 ?? state
          return state
        },
        action: { $0 })
      content.child(ifContent(child))
    }
  }

  /// Over a presentation's store, as 1.4.0's `IfLetStore(_:then:)` for `PresentationState`
  /// (lines 120–128): a store of the presented state, scoped with closures, then as
  /// ``init(_:then:)-(Store<State?,Action>,_)``.
  init(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>,
    then ifContent: @escaping (Store<State, Action>) -> Content
  ) {
    self.init(store.scope(state: { $0.wrappedValue }, action: { .presented($0) }), then: ifContent)
  }

  func body(_ content: inout ViewContent) {
    content.child(
      WithViewStore(
        release1_4: store, observe: { $0 }, removeDuplicates: { ($0 == nil) == ($1 == nil) },
        content: self.content))
  }
}
