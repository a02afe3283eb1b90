import StoreModels

extension Release1_4 {
  /// The suite's `EnumView` at 1.4.0 (`EnumTestCase.swift`): a form whose destination is one of
  /// two counters, or none, with a `WithViewStore` of the buttons and an `IfLetStore` of the
  /// presentation around a `SwitchStore` of `CaseLet`s, 1.4.0's helpers (`store/uncached`'s). Its
  /// body runs once.
  struct EnumView: ListContainer {
    typealias Feature = ArchitectureLab.EnumView.Feature
    typealias ViewState = ArchitectureLab.EnumView.ViewState

    let store: StoreOf<Feature>

    func body(_ content: inout ViewContent) {
      let store = self.store
      content.child(
        WithViewStore(
          release1_4: store, observe: ViewState.init,
          content: ArchitectureLab.EnumView.buttons(store)))
      content.child(
        UncachedIfLetStore(store.scope(state: { $0.destination }, action: { .destination($0) })) {
          store in
          UncachedSwitchStore(store) { state, store in
            switch state {
            case .feature1:
              UncachedCaseLet(store, state: \.feature1, action: \.feature1) {
                FeatureSection(title: "Feature 1", store: $0)
              }
            case .feature2:
              UncachedCaseLet(store, state: \.feature2, action: \.feature2) {
                FeatureSection(title: "Feature 2", store: $0)
              }
            }
          }
        })
    }
  }

  /// A `CaseLet`'s content on the enum screen: a section of one counter, under its title.
  struct FeatureSection: LabView {
    let title: String
    let store: StoreOf<BasicsView.Feature>

    func body(_ content: inout ViewContent) {
      content.text(sectionHeader(title))
      content.child(BasicsView(store: store))
    }
  }
}
