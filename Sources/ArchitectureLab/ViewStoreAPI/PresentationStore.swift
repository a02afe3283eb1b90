import StoreModels

/// The store library's `PresentationStore` behind `.sheet(store:)` (1.5 to 1.x): presents its
/// content while an optional child state is present.
///
/// Creating one makes the stores 1.7.0's `init` makes (`PresentationModifier.swift`): it scopes
/// its store to a ``PresentationState`` (uncached, `PresentationStoreOf<F>`), makes a view store
/// of that which publishes only when the child appears or goes (an observed object: no
/// `WithViewStore`, so no body line; one more `PresentationStoreOf<F>` and a
/// `ViewPresentationStoreOf<F>`), and scopes the destination store back to the optional
/// (`StoreOf<F?>`): three stores and a view store, every time the view that writes it runs its
/// body. While the child is there, its body shows the destination: an ``IfLetStore`` over a store
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
    let presentation = store.scope(
      state: { PresentationState(wrappedValue: $0) },
      action: { (action: PresentationAction<Action>) in
        switch action {
        case .presented(let action): action
        }
      })
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(
        scoping: presentation,
        removeDuplicates: { ($0.wrappedValue == nil) == ($1.wrappedValue == nil) }))
    destinationStore = presentation.scope(
      state: { $0.wrappedValue }, action: { PresentationAction.presented($0) })
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    guard viewStore.state.wrappedValue != nil else { return }
    var last: State?
    let destination = destinationStore.scope(
      state: { state -> State? in
        last = state ?? last
        return last
      },
      action: { $0 })
    content.child(IfLetStore(destination, then: self.content))
  }
}
