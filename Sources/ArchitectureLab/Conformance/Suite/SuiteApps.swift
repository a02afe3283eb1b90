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

  /// The iOS 16 screens run untracked: their views observe view stores only (see
  /// ``ObservationTracking/none``).
  private static func legacy(_ group: SuiteTest.Group) -> Renderer {
    switch group {
    case .basics:
      Renderer(
        root: BasicsView(store: Store(initialState: .init()) { BasicsView.Feature() }),
        observationTracking: .none)
    case .enumeration:
      Renderer(
        root: EnumView(store: Store(initialState: .init()) { EnumView.Feature() }),
        observationTracking: .none)
    case .optional:
      Renderer(
        root: OptionalView(store: Store(initialState: .init()) { OptionalView.Feature() }),
        observationTracking: .none)
    case .presentation:
      Renderer(
        root: PresentationView(store: Store(initialState: .init()) { PresentationView.Feature() }),
        observationTracking: .none)
    case .identifiedList:
      Renderer(
        root: IdentifiedListView(
          store: Store(initialState: .init()) { IdentifiedListView.Feature() }),
        observationTracking: .none)
    case .navigation:
      Renderer(
        root: NavigationTestCaseView(
          store: Store(initialState: .init()) { NavigationTestCaseView.Feature() }),
        observationTracking: .none)
    case .siblings:
      Renderer(
        root: SiblingFeaturesView(
          store: Store(initialState: .init()) { SiblingFeaturesView.Feature() }),
        observationTracking: .none)
    }
  }
}
