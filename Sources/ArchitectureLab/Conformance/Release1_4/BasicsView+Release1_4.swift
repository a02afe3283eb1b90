import StoreModels

extension Release1_4 {
  /// The suite's `BasicsView` at 1.4.0 (`BasicsTestCase.swift`): the counter every other screen
  /// presents, a `WithViewStore` of its whole state, as 1.4.0 made one (one store and one view
  /// store each time the view is made).
  struct BasicsView: LabView {
    typealias Feature = ArchitectureLab.BasicsView.Feature

    let store: StoreOf<Feature>
    var placement: AnyHashable?
    var id: AnyHashable? { placement }

    func body(_ content: inout ViewContent) {
      content.child(
        WithViewStore(
          release1_4: store, observe: { $0 }, content: ArchitectureLab.BasicsView.content(store)))
    }
  }
}
