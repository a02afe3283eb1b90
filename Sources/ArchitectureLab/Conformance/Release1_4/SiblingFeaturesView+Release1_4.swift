import StoreModels

extension Release1_4 {
  /// The suite's `SiblingFeaturesView` at 1.4.0 (`SiblingTestCase.swift`): two counters, each in
  /// a `Form` of its own, over stores scoped with closures in its body, and a form of buttons
  /// that reset both, reset the whole state, or swap them. Its body runs once.
  ///
  /// NB: the forms are lists (docs/fidelity.md, rule 14), as the `iOS 16` mirror's one form is;
  /// no section titles, which 1.4.0's screen did not have.
  struct SiblingFeaturesView: ListContainer {
    typealias Feature = ArchitectureLab.SiblingFeaturesView.Feature

    let store: StoreOf<Feature>

    func body(_ content: inout ViewContent) {
      let store = self.store
      content.child(
        BasicsView(store: store.scope(state: { $0.child1 }, action: { .child1($0) }), placement: 1))
      content.child(
        BasicsView(store: store.scope(state: { $0.child2 }, action: { .child2($0) }), placement: 2))
      content.button("Reset all") { store.send(.resetAllButtonTapped) }
      content.button("Reset self") { store.send(.resetSelfButtonTapped) }
      content.button("Swap") { store.send(.swapButtonTapped) }
    }
  }
}
