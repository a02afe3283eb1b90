import StoreModels

/// The lab's mirror of each screen of the suite, mounted as the suite's app shows it: the root
/// view with its store, before the first render.
enum SuiteApps {
  /// The screen `group` of the `variant` folder, or `nil` when that folder has none (the mixed
  /// screens are only in `iOS 16+17`, the others only in `iOS 17` and `iOS 16`).
  static func mount(
    _ group: SuiteTest.Group, _ variant: SuiteTest.Variant, rules: StoreRules
  ) -> Renderer? {
    switch variant {
    case .observation: observation(group, rules: rules)
    case .legacy: legacy(group, rules: rules)
    case .mixed: mixed(group, rules: rules)
    }
  }

  private static func observation(_ group: SuiteTest.Group, rules: StoreRules) -> Renderer? {
    switch group {
    case .basics:
      Renderer(
        root: ObservableBasicsView(
          showExtraButtons: true,
          store: Store(initialState: .init(), rules: rules) { ObservableBasicsView.Feature() }))
    case .enumeration:
      Renderer(
        root: ObservableEnumView(
          store: Store(initialState: .init(), rules: rules) { ObservableEnumView.Feature() }))
    case .optional:
      Renderer(
        root: ObservableOptionalView(
          store: Store(initialState: .init(), rules: rules) { ObservableOptionalView.Feature() }))
    case .presentation:
      Renderer(
        root: ObservablePresentationView(
          store: Store(initialState: .init(), rules: rules) { ObservablePresentationView.Feature() }
        ))
    case .identifiedList:
      Renderer(
        root: ObservableIdentifiedListView(
          store: Store(initialState: .init(), rules: rules) {
            ObservableIdentifiedListView.Feature()
          }))
    case .navigation:
      Renderer(
        root: ObservableNavigationTestCaseView(
          store: Store(initialState: .init(), rules: rules) {
            ObservableNavigationTestCaseView.Feature()
          }))
    case .siblings:
      Renderer(
        root: ObservableSiblingFeaturesView(
          store: Store(initialState: .init(), rules: rules) {
            ObservableSiblingFeaturesView.Feature()
          }))
    case .newContainsOld, .newOldSiblings, .newPresentsOld, .oldContainsNew, .oldPresentsNew:
      nil
    }
  }

  /// The iOS 16 screens, tracked like every screen of the suite: it ran on an iOS 17.2 simulator
  /// (the library's `Makefile` at 1.7.0, `test-integration`). Their states are plain, so their
  /// bodies register nothing, and only their view stores invalidate them.
  private static func legacy(_ group: SuiteTest.Group, rules: StoreRules) -> Renderer? {
    switch group {
    case .basics:
      Renderer(
        root: BasicsView(
          store: Store(initialState: .init(), rules: rules) { BasicsView.Feature() }))
    case .enumeration:
      Renderer(
        root: EnumView(store: Store(initialState: .init(), rules: rules) { EnumView.Feature() }))
    case .optional:
      Renderer(
        root: OptionalView(
          store: Store(initialState: .init(), rules: rules) { OptionalView.Feature() }))
    case .presentation:
      Renderer(
        root: PresentationView(
          store: Store(initialState: .init(), rules: rules) { PresentationView.Feature() }))
    case .identifiedList:
      Renderer(
        root: IdentifiedListView(
          store: Store(initialState: .init(), rules: rules) { IdentifiedListView.Feature() }))
    case .navigation:
      Renderer(
        root: NavigationTestCaseView(
          store: Store(initialState: .init(), rules: rules) { NavigationTestCaseView.Feature() }))
    case .siblings:
      Renderer(
        root: SiblingFeaturesView(
          store: Store(initialState: .init(), rules: rules) { SiblingFeaturesView.Feature() }))
    case .newContainsOld, .newOldSiblings, .newPresentsOld, .oldContainsNew, .oldPresentsNew:
      nil
    }
  }

  /// The `iOS 16+17` screens, tracked as every screen of the suite is: a view written with
  /// the view-store API is observed through the Observation module too, by what its own body
  /// reads.
  private static func mixed(_ group: SuiteTest.Group, rules: StoreRules) -> Renderer? {
    switch group {
    case .newContainsOld:
      Renderer(
        root: NewContainsOldTestCase(
          store: Store(initialState: .init(), rules: rules) { NewContainsOldTestCase.Feature() }))
    case .oldContainsNew:
      Renderer(
        root: OldContainsNewTestCase(
          store: Store(initialState: .init(), rules: rules) { OldContainsNewTestCase.Feature() }))
    case .newOldSiblings:
      Renderer(
        root: NewOldSiblingsView(
          store: Store(initialState: .init(), rules: rules) { NewOldSiblingsView.Feature() }))
    case .newPresentsOld:
      Renderer(
        root: NewPresentsOldTestCase(
          store: Store(initialState: .init(), rules: rules) { NewPresentsOldTestCase.Feature() }))
    case .oldPresentsNew:
      Renderer(
        root: OldPresentsNewTestCase(
          store: Store(initialState: .init(), rules: rules) { OldPresentsNewTestCase.Feature() }))
    case .basics, .enumeration, .optional, .presentation, .identifiedList, .navigation, .siblings:
      nil
    }
  }
}
