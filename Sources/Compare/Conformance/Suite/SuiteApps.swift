import StoreModels

/// The lab's mirror of each screen of the suite, mounted as the suite's app shows it: the root
/// view with its store, before the first render.
enum SuiteApps {
  static func mount(_ group: SuiteTest.Group, _ variant: SuiteTest.Variant) -> Renderer {
    switch variant {
    case .observation: observation(group)
    case .legacy: legacy(group)
    }
  }

  private static func observation(_ group: SuiteTest.Group) -> Renderer {
    switch group {
    case .basics:
      Renderer(
        root: ObservableBasicsView(
          showExtraButtons: true,
          store: Store(initialState: .init()) { ObservableBasicsView.Feature() }))
    case .enumeration:
      Renderer(
        root: ObservableEnumView(
          store: Store(initialState: .init()) { ObservableEnumView.Feature() }))
    case .optional:
      Renderer(
        root: ObservableOptionalView(
          store: Store(initialState: .init()) { ObservableOptionalView.Feature() }))
    case .presentation:
      Renderer(
        root: ObservablePresentationView(
          store: Store(initialState: .init()) { ObservablePresentationView.Feature() }))
    case .identifiedList:
      Renderer(
        root: ObservableIdentifiedListView(
          store: Store(initialState: .init()) { ObservableIdentifiedListView.Feature() }))
    case .navigation:
      Renderer(
        root: ObservableNavigationTestCaseView(
          store: Store(initialState: .init()) { ObservableNavigationTestCaseView.Feature() }))
    case .siblings:
      Renderer(
        root: ObservableSiblingFeaturesView(
          store: Store(initialState: .init()) { ObservableSiblingFeaturesView.Feature() }))
    }
  }

  private static func legacy(_ group: SuiteTest.Group) -> Renderer {
    fatalError("not yet")
  }
}
