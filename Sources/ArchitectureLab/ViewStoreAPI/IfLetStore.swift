import StoreModels

/// The store library's `IfLetStore` (as at 1.7.0): its content over a store of the unwrapped
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
  /// The `WithViewStore`'s content, made here as the library's `init` makes it (a closure made
  /// anew around the scoped store and the app's content: a changed input on every init).
  let content: (ViewStore<State?, Action>, inout ViewContent) -> Void

  init(
    _ store: Store<State?, Action>,
    then ifContent: @escaping (Store<State, Action>, inout ViewContent) -> Void
  ) {
    let store = store.scope(id: ScopeName.ifLetStore, state: { $0 }, action: { $0 })
    self.store = store
    // NB: as 1.7.0's `init` does (`self.content = { viewStore in … }`, IfLetStore.swift line
    // 104), not the app's closure kept as given: a new `IfLetStore` is a changed input whenever
    // its parent runs (docs/fidelity.md, rule 15 and "What calibration changed").
    self.content = { viewStore, content in
      guard var state = viewStore.state else { return }
      let unwrapped = store.scope(
        id: ScopeName.ifLetStoreUnwrapped,
        state: {
          state = $0 ?? state
          return state
        },
        action: { $0 })
      ifContent(unwrapped, &content)
    }
  }

  func body(_ content: inout ViewContent) {
    content.child(
      WithViewStore(
        store, observe: { $0 }, removeDuplicates: { ($0 == nil) == ($1 == nil) },
        content: self.content))
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
