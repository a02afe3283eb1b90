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

  /// The iOS 16 screens run untracked: their views observe view stores only (see
  /// ``ObservationTracking/none``).
  private static func legacy(_ group: SuiteTest.Group, rules: StoreRules) -> Renderer? {
    switch group {
    case .basics:
      Renderer(
        root: BasicsView(
          store: Store(initialState: .init(), rules: rules) { BasicsView.Feature() }),
        observationTracking: .none)
    case .enumeration:
      Renderer(
        root: EnumView(store: Store(initialState: .init(), rules: rules) { EnumView.Feature() }),
        observationTracking: .none)
    case .optional:
      Renderer(
        root: OptionalView(
          store: Store(initialState: .init(), rules: rules) { OptionalView.Feature() }),
        observationTracking: .none)
    case .presentation:
      Renderer(
        root: PresentationView(
          store: Store(initialState: .init(), rules: rules) { PresentationView.Feature() }),
        observationTracking: .none)
    case .identifiedList:
      Renderer(
        root: IdentifiedListView(
          store: Store(initialState: .init(), rules: rules) { IdentifiedListView.Feature() }),
        observationTracking: .none)
    case .navigation:
      Renderer(
        root: NavigationTestCaseView(
          store: Store(initialState: .init(), rules: rules) { NavigationTestCaseView.Feature() }),
        observationTracking: .none)
    case .siblings:
      Renderer(
        root: SiblingFeaturesView(
          store: Store(initialState: .init(), rules: rules) { SiblingFeaturesView.Feature() }),
        observationTracking: .none)
    case .newContainsOld, .newOldSiblings, .newPresentsOld, .oldContainsNew, .oldPresentsNew:
      nil
    }
  }

  /// The `iOS 16+17` screens run tracked, as they were recorded on iOS 17: a view written with
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
