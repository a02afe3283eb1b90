import StoreModels

/// The store library's `PresentationStore` behind `.sheet(store:)` (as at 1.7.0): presents its
/// content while an optional child state is present.
///
/// Creating one makes the stores 1.7.0's `init` makes (`PresentationModifier.swift`): it scopes
/// its store to a ``PresentationState`` (uncached, `PresentationStoreOf<F>`), makes a view store
/// of that which publishes only when the child appears or goes (an observed object: no
/// `WithViewStore`, so no body line; one more `PresentationStoreOf<F>` and a
/// `ViewPresentationStoreOf<F>`), and scopes the destination store back to the optional
/// (`StoreOf<F?>`): three stores and a view store, every time the view that writes it runs its
/// body. From 1.9.3 the first scope has an id (``StoreRules/PresentationScope/cached``), so the
/// parent's cache hands back the same presentation store, and that store's cache the same
/// destination store: only the view store and its own store are new on each run. While the child
/// is there, its body shows the destination: an ``IfLetStore`` over a store
/// scoped with closures that falls back on the last present child, so the content dismissed with
/// the sheet is not invalidated and runs no more.
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct PresentationStore<State: Equatable, Action>: PresentedContent {
  static var presentation: Presentation { .sheet }
  static var viewName: String { "PresentationStore" }
  static var isTransparent: Bool { true }

  let destinationStore: Store<State?, Action>
  @ObservedObject var viewStore: ViewStore<PresentationState<State>, PresentationAction<Action>>
  let content: (Store<State, Action>, inout ViewContent) -> Void

  /// - Parameters:
  ///   - store: The store of the optional field that stands for `@Presents` (the library's
  ///     `store.scope(state: \.$child, action: \.child)`).
  ///   - content: The presented content, over a store of the unwrapped state.
  init(
    _ store: Store<State?, Action>,
    content: @escaping (Store<State, Action>, inout ViewContent) -> Void
  ) {
    // NB: The library's store of `\.$child` is already a presentation store; the lab's is of the
    // optional, so its first scope is the one that wraps it (1.7.0 scopes `\.self` here).
    let presentation = Self.presentation(of: store)
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(
        scoping: presentation,
        removeDuplicates: { ($0.wrappedValue == nil) == ($1.wrappedValue == nil) }))
    // NB: the library scopes the destination with an id at every release; it is cached only
    // where the presentation store is (an uncached store makes every child anew).
    destinationStore = presentation.scope(
      id: ScopeName.presentationDestination, state: { $0.wrappedValue },
      action: { PresentationAction.presented($0) })
    self.content = content
  }

  /// The store of the presentation, scoped from `store` as the tree's release does
  /// (``StoreRules/presentationScope``).
  private static func presentation(of store: Store<State?, Action>) -> Store<
    PresentationState<State>, PresentationAction<Action>
  > {
    let toPresentation = { (state: State?) in PresentationState(wrappedValue: state) }
    let fromPresentation = { (action: PresentationAction<Action>) in
      switch action {
      case .presented(let action): return action
      case .dismiss:
        // NB: Only the library's sheet binding sends `dismiss` here, when the user swipes the
        // sheet away (1.7.0's `PresentationModifier.swift`, `compactSend`, line 291), to the
        // parent's presentation case. The lab's sheet has no binding, and its store is of the
        // optional child, whose actions have no dismissal: a counter dismisses itself with an
        // action of its own (docs/fidelity.md rule 13).
        preconditionFailure("the lab's sheet has no binding to send dismiss")
      }
    }
    return switch store.rules.presentationScope {
    case .uncached: store.scope(state: toPresentation, action: fromPresentation)
    case .cached:
      store.scope(id: ScopeName.presentation, state: toPresentation, action: fromPresentation)
    }
  }

  func body(_ content: inout ViewContent) {
    guard viewStore.state.wrappedValue != nil else { return }
    var last: State?
    // NB: scoped with an id, as the library's `DestinationContent` is at every release: cached
    // only where the destination store is (1.9.3's rules), new on every run where it is not.
    let destination = destinationStore.scope(
      id: ScopeName.destinationContent,
      state: { state -> State? in
        last = state ?? last
        return last
      },
      action: { $0 })
    content.child(IfLetStore(destination, then: self.content))
  }
}
