import StoreModels

extension Release1_4 {
  /// The suite's `PresentationView` at 1.4.0 (`PresentationTestCase.swift`): a form that
  /// presents a counter in a full-screen cover, a popover or a sheet, and can show the sheet's
  /// count. Its body runs once: a `WithViewStore` of the count and three presentation modifiers,
  /// each over a store of its presentation scoped in the body (1.4.0's `PresentationStore`).
  /// The suite's tests present only the sheet.
  struct PresentationView: ListContainer {
    typealias Feature = ArchitectureLab.PresentationView.Feature
    typealias ViewState = ArchitectureLab.PresentationView.ViewState

    let store: StoreOf<Feature>

    func body(_ content: inout ViewContent) {
      let store = self.store
      content.text(sectionHeader("Enum"))
      content.button("Present full-screen cover") {
        store.send(.presentFullScreenCoverButtonTapped)
      }
      content.button("Present popover") { store.send(.presentPopoverButtonTapped) }
      content.text(sectionHeader("Optional"))
      content.button("Present sheet") { store.send(.presentSheetButtonTapped) }
      content.child(
        WithViewStore(release1_4: store, observe: ViewState.init) { viewStore, content in
          content.log("PresentationView.body")
          if let count = viewStore.sheetCount {
            content.text("Count: \(count)")
          }
        })
      content.child(
        PresentationStore(
          store.scope(state: { $0.destination }, action: { .destination($0) }),
          state: { $0.fullScreenCover }, action: { .fullScreenCover($0) }
        ) { Presented(title: "Full-screen cover", store: $0, parent: store) })
      content.child(
        PresentationStore(
          store.scope(state: { $0.destination }, action: { .destination($0) }),
          state: { $0.popover }, action: { .popover($0) }
        ) { Presented(title: "Popover", store: $0, parent: store) })
      content.child(
        PresentationStore(store.scope(state: { $0.sheet }, action: { .sheet($0) })) {
          Presented(title: "Sheet", store: $0, parent: store, observesCount: true)
        })
    }

    /// What each modifier presents: a counter in a navigation stack, under the toolbar's
    /// buttons.
    struct Presented: LabView {
      let title: String
      let store: StoreOf<BasicsView.Feature>
      let parent: StoreOf<Feature>
      /// Whether the toolbar has the sheet's "Observe child count".
      var observesCount = false

      func body(_ content: inout ViewContent) {
        let parent = self.parent
        content.text(title)
        content.button("Dismiss") { parent.send(.dismissButtonTapped) }
        if observesCount {
          content.button("Observe child count") {
            parent.send(.toggleObserveChildCountButtonTapped)
          }
        }
        content.child(BasicsView(store: store))
      }
    }
  }
}
