import StoreModels

/// The store library's `PresentationStore` behind `.sheet(store:)` (1.5 to 1.x): presents its
/// content while an optional child state is present.
///
/// Creating one scopes its store (uncached) and makes a view store of it that publishes only
/// when the child appears or goes (an observed object: no `WithViewStore`, so no body line). While
/// the child is there, its body shows the destination: an ``IfLetStore`` over a store scoped with
/// closures that falls back on the last present child, so the content dismissed with the sheet
/// is not invalidated and runs no more.
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct PresentationStore<State: Equatable, Action>: LabView {
  static var viewName: String { "PresentationStore" }
  static var isTransparent: Bool { true }

  let destinationStore: Store<State?, Action>
  @ObservedObject var viewStore: ViewStore<State?, Action>
  let content: (Store<State, Action>, inout ViewContent) -> Void

  init(
    _ store: Store<State?, Action>,
    content: @escaping (Store<State, Action>, inout ViewContent) -> Void
  ) {
    let presented = store.scope(state: { $0 }, action: { $0 })
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(
        scoping: presented, removeDuplicates: { ($0 == nil) == ($1 == nil) }))
    destinationStore = presented
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    guard viewStore.state != nil else { return }
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
