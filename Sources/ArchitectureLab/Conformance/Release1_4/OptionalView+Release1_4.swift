import StoreModels

extension Release1_4 {
  /// The suite's `OptionalView` at 1.4.0 (`OptionalTestCase.swift`): a parent that presents and
  /// dismisses a counter, a `WithViewStore` of what its form shows, and an `IfLetStore` of the
  /// presentation, both made when its body runs, once.
  ///
  /// The presentation's store is a closure scope of the `PresentationState` (`\.$child` passed as
  /// a function), which takes a new state from the root only when the presentation was written
  /// (``Store/scope(state:action:)-(_,(PresentationAction<ChildAction>)->Action)``); the
  /// `IfLetStore` scopes its presented state from it.
  struct OptionalView: LabView {
    typealias Feature = ArchitectureLab.OptionalView.Feature
    typealias ViewState = ArchitectureLab.OptionalView.ViewState

    let store: StoreOf<Feature>

    func body(_ content: inout ViewContent) {
      let store = self.store
      content.child(
        WithViewStore(
          release1_4: store, observe: ViewState.init(release1_4:),
          content: ArchitectureLab.OptionalView.form(store)))
      content.child(
        UncachedIfLetStore(store.scope(state: { $0.child }, action: { .child($0) })) { store in
          BasicsView(store: store)
        })
    }
  }
}
