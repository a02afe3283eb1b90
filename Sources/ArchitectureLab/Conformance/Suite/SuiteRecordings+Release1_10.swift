// The store library's integration suite at tag 1.10.0 (8624a8e; its test files are e121b91's,
// #2858), where it differs from 1.7.0's:
// the recorded log lines of the steps the library re-recorded after 1.7.0 (in #2910, then in
// #2858, which 1.10.0 carries), transcribed from the test files. Every other statement of these
// tests, and every other test, is as at 1.7.0 (`SuiteRecordings.swift`,
// `SuiteRecordings+Mixed.swift`); see docs/fidelity.md, "The later recordings".

extension SuiteTest {
  /// The steps whose recorded lines 1.10.0's test files changed, by test, in the suite's order.
  static let rerecordings1_10: [Rerecording] = [
    // Examples/Integration/IntegrationUITests/iOS 16/PresentationTests.swift
    Rerecording(
      variant: .legacy, group: .presentation, name: "testOptional",
      logs: [
        3: """
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/PresentationTests.swift
    Rerecording(
      variant: .legacy, group: .presentation, name: "testOptional_ObserveChildCount",
      logs: [
        4: """
        PresentationView.body
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.deinit
        ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewContainsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newContainsOld, name: "testIncrementChild_ObservingChildCount",
      logs: [
        1: """
        BasicsView.body
        NewContainsOldTestCase.body
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        WithViewStoreOf<BasicsView.Feature>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testBasics",
      logs: [
        1: """
        NewPresentsOldTestCase.body
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.init
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.init
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testPresentChild_NotObservingChildCount",
      logs: [
        1: """
        BasicsView.body
        NewPresentsOldTestCase.body
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        WithViewStoreOf<BasicsView.Feature>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testDismissChild_NotObservingChildCount",
      logs: [
        1: """
        BasicsView.body
        BasicsView.body
        NewPresentsOldTestCase.body
        NewPresentsOldTestCase.body
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.init
        PresentationStoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.init
        ViewPresentationStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        WithViewStoreOf<BasicsView.Feature>.body
        WithViewStoreOf<BasicsView.Feature>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testObserveChildCount",
      logs: [
        1: """
        NewPresentsOldTestCase.body
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.init
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.init
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testPresentChild_ObservingChildCount",
      logs: [
        1: """
        BasicsView.body
        NewPresentsOldTestCase.body
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        WithViewStoreOf<BasicsView.Feature>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testIncrementChild_ObservingChildCount",
      logs: [
        1: """
        BasicsView.body
        NewPresentsOldTestCase.body
        PresentationStoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        ViewPresentationStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        WithViewStoreOf<BasicsView.Feature>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testDismissChild_ObservingChildCount",
      logs: [
        1: """
        BasicsView.body
        BasicsView.body
        NewPresentsOldTestCase.body
        NewPresentsOldTestCase.body
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.deinit
        PresentationStoreOf<BasicsView.Feature>.init
        PresentationStoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.deinit
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature>.init
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.deinit
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        StoreOf<BasicsView.Feature?>.init
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.init
        ViewPresentationStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.deinit
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature>.init
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.deinit
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        ViewStoreOf<BasicsView.Feature?>.init
        WithViewStoreOf<BasicsView.Feature>.body
        WithViewStoreOf<BasicsView.Feature>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        WithViewStoreOf<BasicsView.Feature?>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    Rerecording(
      variant: .mixed, group: .newPresentsOld, name: "testDeinit",
      logs: [
        1: """
        PresentationStoreOf<BasicsView.Feature>.deinit
        ViewPresentationStoreOf<BasicsView.Feature>.deinit
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/OldContainsNewTests.swift
    Rerecording(
      variant: .mixed, group: .oldContainsNew, name: "testIncrementDecrement",
      logs: [
        2: """
        ObservableBasicsView.body
        OldContainsNewTestCase.body
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/OldContainsNewTests.swift
    Rerecording(
      variant: .mixed, group: .oldContainsNew, name: "testIncrementChild_ObservingChildCount",
      logs: [
        1: """
        ObservableBasicsView.body
        OldContainsNewTestCase.body
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
        WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/OldPresentsNewTests.swift
    Rerecording(
      variant: .mixed, group: .oldPresentsNew, name: "testDismissChild_NotObservingChildCount",
      logs: [
        1: """
        OldPresentsNewTestCase.body
        StoreOf<ObservableBasicsView.Feature?>.deinit
        StoreOf<ObservableBasicsView.Feature?>.deinit
        ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
        ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
        ViewStoreOf<ObservableBasicsView.Feature?>.deinit
        WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/OldPresentsNewTests.swift
    Rerecording(
      variant: .mixed, group: .oldPresentsNew, name: "testDismissChild_ObservingChildCount",
      logs: [
        1: """
        OldPresentsNewTestCase.body
        StoreOf<ObservableBasicsView.Feature?>.deinit
        StoreOf<ObservableBasicsView.Feature?>.deinit
        ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
        ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
        ViewStoreOf<ObservableBasicsView.Feature?>.deinit
        WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
        """
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/OldPresentsNewTests.swift
    Rerecording(
      variant: .mixed, group: .oldPresentsNew, name: "testDeinit",
      logs: [
        1: """
        PresentationStoreOf<ObservableBasicsView.Feature>.deinit
        Store<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
        Store<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
        ViewPresentationStoreOf<ObservableBasicsView.Feature>.deinit
        ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
        """
      ]),
  ]
}
