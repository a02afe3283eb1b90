import StoreModels

extension Release1_4 {
  /// The suite's `NavigationTestCaseView` at 1.4.0 (`NavigationTestCase.swift`): a
  /// `NavigationStackStore` (1.4.0's, ``UncachedNavigationStackStore``) of counters over a store
  /// of the path scoped with closures, each screen with a link that pushes another. It logs
  /// nothing itself.
  struct NavigationTestCaseView: LabView {
    typealias Feature = ArchitectureLab.NavigationTestCaseView.Feature

    let store: StoreOf<Feature>

    func body(_ content: inout ViewContent) {
      content.child(
        UncachedNavigationStackStore(store.scope(state: { $0.path }, action: { .path($0) })) {
          push, root in
          root.button("Push feature") { push(BasicsView.Feature.State()) }
        } destination: { screen, push, content in
          content.child(BasicsView(store: screen))
          content.button("Push feature") { push(BasicsView.Feature.State()) }
        })
    }
  }
}
