import StoreModels

/// The lab's mirror of each screen of the suite, mounted as the suite's app shows it: the root
/// view with its store, before the first render.
enum SuiteApps {
  /// The screen `group` of the `variant` folder, or `nil` when that folder has none (the mixed
  /// screens are only in `iOS 16+17`, the others only in `iOS 17` and `iOS 16`).
  ///
  /// `tracking` is `.perBody` for the suite as recorded, on iOS 17.2 (docs/fidelity.md, rule 8);
  /// `.none` plays a screen as SwiftUI before iOS 17 would.
  ///
  /// At 1.4.0 the `iOS 16` screens are 1.4.0's (``Release1_4``).
  static func mount(
    _ group: SuiteTest.Group, _ variant: SuiteTest.Variant, at tag: SuiteTag = .v1_7_0,
    rules: StoreRules, tracking: ObservationTracking = .perBody
  ) -> Renderer? {
    switch variant {
    case .observation: observation(group, rules: rules, tracking: tracking)
    case .legacy where tag == .v1_4_0: legacy1_4(group, rules: rules, tracking: tracking)
    case .legacy: legacy(group, rules: rules, tracking: tracking)
    case .mixed: mixed(group, rules: rules, tracking: tracking)
    }
  }

  private static func observation(
    _ group: SuiteTest.Group, rules: StoreRules, tracking: ObservationTracking
  ) -> Renderer? {
    switch group {
    case .basics:
      Renderer(
        root: ObservableBasicsView(
          showExtraButtons: true,
          store: Store(initialState: .init(), rules: rules) { ObservableBasicsView.Feature() }),
        observationTracking: tracking)
    case .enumeration:
      Renderer(
        root: ObservableEnumView(
          store: Store(initialState: .init(), rules: rules) { ObservableEnumView.Feature() }),
        observationTracking: tracking)
    case .optional:
      Renderer(
        root: ObservableOptionalView(
          store: Store(initialState: .init(), rules: rules) { ObservableOptionalView.Feature() }),
        observationTracking: tracking)
    case .presentation:
      Renderer(
        root: ObservablePresentationView(
          store: Store(initialState: .init(), rules: rules) { ObservablePresentationView.Feature() }
        ), observationTracking: tracking)
    case .identifiedList:
      Renderer(
        root: ObservableIdentifiedListView(
          store: Store(initialState: .init(), rules: rules) {
            ObservableIdentifiedListView.Feature()
          }), observationTracking: tracking)
    case .navigation:
      Renderer(
        root: ObservableNavigationTestCaseView(
          store: Store(initialState: .init(), rules: rules) {
            ObservableNavigationTestCaseView.Feature()
          }), observationTracking: tracking)
    case .siblings:
      Renderer(
        root: ObservableSiblingFeaturesView(
          store: Store(initialState: .init(), rules: rules) {
            ObservableSiblingFeaturesView.Feature()
          }), observationTracking: tracking)
    case .newContainsOld, .newOldSiblings, .newPresentsOld, .oldContainsNew, .oldPresentsNew:
      nil
    }
  }

  /// The iOS 16 screens, tracked like every screen of the suite: it ran on an iOS 17.2 simulator
  /// (the library's `Makefile` at 1.7.0, `test-integration`). Their states are plain, so their
  /// bodies register nothing, and only their view stores invalidate them.
  private static func legacy(
    _ group: SuiteTest.Group, rules: StoreRules, tracking: ObservationTracking
  ) -> Renderer? {
    switch group {
    case .basics:
      Renderer(
        root: BasicsView(
          store: Store(initialState: .init(), rules: rules) { BasicsView.Feature() }),
        observationTracking: tracking)
    case .enumeration:
      Renderer(
        root: EnumView(store: Store(initialState: .init(), rules: rules) { EnumView.Feature() }),
        observationTracking: tracking)
    case .optional:
      Renderer(
        root: OptionalView(
          store: Store(initialState: .init(), rules: rules) { OptionalView.Feature() }),
        observationTracking: tracking)
    case .presentation:
      Renderer(
        root: PresentationView(
          store: Store(initialState: .init(), rules: rules) { PresentationView.Feature() }),
        observationTracking: tracking)
    case .identifiedList:
      Renderer(
        root: IdentifiedListView(
          store: Store(initialState: .init(), rules: rules) { IdentifiedListView.Feature() }),
        observationTracking: tracking)
    case .navigation:
      Renderer(
        root: NavigationTestCaseView(
          store: Store(initialState: .init(), rules: rules) { NavigationTestCaseView.Feature() }),
        observationTracking: tracking)
    case .siblings:
      Renderer(
        root: SiblingFeaturesView(
          store: Store(initialState: .init(), rules: rules) { SiblingFeaturesView.Feature() }),
        observationTracking: tracking)
    case .newContainsOld, .newOldSiblings, .newPresentsOld, .oldContainsNew, .oldPresentsNew:
      nil
    }
  }

  /// The `iOS 16` screens as 1.4.0 wrote them (``Release1_4``).
  private static func legacy1_4(
    _ group: SuiteTest.Group, rules: StoreRules, tracking: ObservationTracking
  ) -> Renderer? {
    switch group {
    case .basics:
      Renderer(
        root: Release1_4.BasicsView(
          store: Store(initialState: .init(), rules: rules) { BasicsView.Feature() }),
        observationTracking: tracking)
    case .enumeration:
      Renderer(
        root: Release1_4.EnumView(
          store: Store(initialState: .init(), rules: rules) { EnumView.Feature() }),
        observationTracking: tracking)
    case .identifiedList:
      Renderer(
        root: Release1_4.IdentifiedListView(
          store: Store(initialState: .init(), rules: rules) { IdentifiedListView.Feature() }),
        observationTracking: tracking)
    case .navigation:
      Renderer(
        root: Release1_4.NavigationTestCaseView(
          store: Store(initialState: .init(), rules: rules) { NavigationTestCaseView.Feature() }),
        observationTracking: tracking)
    case .optional:
      Renderer(
        root: Release1_4.OptionalView(
          store: Store(initialState: .init(), rules: rules) { OptionalView.Feature() }),
        observationTracking: tracking)
    case .presentation:
      Renderer(
        root: Release1_4.PresentationView(
          store: Store(initialState: .init(), rules: rules) { PresentationView.Feature() }),
        observationTracking: tracking)
    case .siblings:
      Renderer(
        root: Release1_4.SiblingFeaturesView(
          store: Store(initialState: .init(), rules: rules) { SiblingFeaturesView.Feature() }),
        observationTracking: tracking)
    case .newContainsOld, .newOldSiblings, .newPresentsOld, .oldContainsNew, .oldPresentsNew:
      nil
    }
  }

  /// The `iOS 16+17` screens, tracked as every screen of the suite is: a view written with
  /// the view-store API is observed through the Observation module too, by what its own body
  /// reads.
  private static func mixed(
    _ group: SuiteTest.Group, rules: StoreRules, tracking: ObservationTracking
  ) -> Renderer? {
    switch group {
    case .newContainsOld:
      Renderer(
        root: NewContainsOldTestCase(
          store: Store(initialState: .init(), rules: rules) { NewContainsOldTestCase.Feature() }),
        observationTracking: tracking)
    case .oldContainsNew:
      Renderer(
        root: OldContainsNewTestCase(
          store: Store(initialState: .init(), rules: rules) { OldContainsNewTestCase.Feature() }),
        observationTracking: tracking)
    case .newOldSiblings:
      Renderer(
        root: NewOldSiblingsView(
          store: Store(initialState: .init(), rules: rules) { NewOldSiblingsView.Feature() }),
        observationTracking: tracking)
    case .newPresentsOld:
      Renderer(
        root: NewPresentsOldTestCase(
          store: Store(initialState: .init(), rules: rules) { NewPresentsOldTestCase.Feature() }),
        observationTracking: tracking)
    case .oldPresentsNew:
      Renderer(
        root: OldPresentsNewTestCase(
          store: Store(initialState: .init(), rules: rules) { OldPresentsNewTestCase.Feature() }),
        observationTracking: tracking)
    case .basics, .enumeration, .optional, .presentation, .identifiedList, .navigation, .siblings:
      nil
    }
  }
}
