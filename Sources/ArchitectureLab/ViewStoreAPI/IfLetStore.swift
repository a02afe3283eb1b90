import StoreModels

/// The store library's `IfLetStore` (1.5 to 1.x): its content over a store of the unwrapped
/// state while an optional state is present, nothing while it is `nil`.
///
/// Creating one scopes its store once more under a fixed id (cached, so the same store each time,
/// below a store that can cache; a new one below a closure scope). Its body is a
/// ``WithViewStore`` of the optional that publishes only when presence changes; that view's
/// content scopes the unwrapped store, again under a fixed id, whose state falls back on the last
/// present value, so a departing view can still read it.
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct IfLetStore<State: Equatable, Action>: LabView {
  static var viewName: String { "IfLetStore" }
  static var isTransparent: Bool { true }

  let store: Store<State?, Action>
  let content: (Store<State, Action>, inout ViewContent) -> Void

  init(
    _ store: Store<State?, Action>,
    then content: @escaping (Store<State, Action>, inout ViewContent) -> Void
  ) {
    self.store = store.scope(id: ScopeName.ifLetStore, state: { $0 }, action: { $0 })
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    let ifContent = self.content
    content.child(
      WithViewStore(store, observe: { $0 }, removeDuplicates: { ($0 == nil) == ($1 == nil) }) {
        viewStore, content in
        guard var state = viewStore.state else { return }
        let unwrapped = store.scope(
          id: ScopeName.ifLetStoreUnwrapped,
          state: {
            state = $0 ?? state
            return state
          },
          action: { $0 })
        ifContent(unwrapped, &content)
      })
  }
}

/// The ids the view-store helpers scope under, as the library keys them by key path (`\.self`,
/// `\.!`, `\.[id:]`).
enum ScopeName: Hashable {
  case ifLetStore
  case ifLetStoreUnwrapped
  case element(AnyHashable)
  /// A sheet's presentation store (`\.self`, from 1.9.3; no id at 1.7.0).
  case presentation
  /// The presentation's destination, its optional child (`\.wrappedValue`).
  case presentationDestination
  /// The presented content's store, which falls back on the last child (`\.self`).
  case destinationContent
}
