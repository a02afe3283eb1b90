// The store library's integration suite at tag 1.7.0, transcribed: the UI test files of
// `Examples/Integration/IntegrationUITests/iOS 16+17`, whose screens mix the view-store API and
// the observable store, each test's taps, screen checks and recorded log lines in the order the
// test states them. Data, not code, as `SuiteRecordings.swift`; see docs/fidelity.md.

extension SuiteTest {
  /// Every transcribed test of the `iOS 16+17` folder, in the suite's file order.
  static let mixed: [SuiteTest] = [
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewContainsOldTests.swift
    SuiteTest(
      group: .newContainsOld, variant: .mixed, name: "testIncrementDecrement",
      commands: [
        .tap("Increment", .at(0)),
        .expectText("1", exists: true),
        .assertLogs(
          """
          NewContainsOldTestCase.body
          """),
        .tap("Decrement", .at(0)),
        .expectText("-1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .newContainsOld, variant: .mixed, name: "testObserveChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .expectText("Child count: 0", exists: true),
        .assertLogs(
          """
          NewContainsOldTestCase.body
          """),
      ]),
    SuiteTest(
      group: .newContainsOld, variant: .mixed, name: "testIncrementChild_ObservingChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .clearLogs,
        .tap("Increment", .at(1)),
        .expectText("1", exists: true),
        .expectText("Child count: 1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          BasicsView.body
          NewContainsOldTestCase.body
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .newContainsOld, variant: .mixed, name: "testDeinit",
      commands: [
        .tap("Toggle observe child count", .only),
        .tap("Increment", .at(1)),
        .clearLogs,
        .tap("iOS 16 + 17", .only),
        .assertLogs(
          """
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewOldSiblingsTests.swift
    SuiteTest(
      group: .newOldSiblings, variant: .mixed, name: "testBasics",
      commands: [
        .tap("Increment", .at(0)),
        .expectText("1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .tap("Decrement", .at(1)),
        .expectText("-1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .newOldSiblings, variant: .mixed, name: "testResetAll",
      commands: [
        .tap("Increment", .at(0)),
        .expectText("1", exists: true),
        .tap("Decrement", .at(1)),
        .expectText("-1", exists: true),
        .clearLogs,
        .tap("Reset all", .only),
        .expectText("1", exists: false),
        .expectText("-1", exists: false),
        .expectText("0", exists: true),
        .assertLogs(
          """
          BasicsView.body
          ObservableBasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .newOldSiblings, variant: .mixed, name: "testResetSelf",
      commands: [
        .tap("Increment", .at(0)),
        .expectText("1", exists: true),
        .tap("Decrement", .at(1)),
        .expectText("-1", exists: true),
        .clearLogs,
        .tap("Reset self", .only),
        .expectText("1", exists: false),
        .expectText("-1", exists: false),
        .expectText("0", exists: true),
        .assertLogs(
          """
          BasicsView.body
          ObservableBasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/NewPresentsOldTests.swift
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testBasics",
      commands: [
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.deinit
          ViewPresentationStoreOf<BasicsView.Feature>.init
          """),
      ]),
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testPresentChild_NotObservingChildCount",
      commands: [
        .tap("Present child", .only),
        .assertLogs(
          """
          BasicsView.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
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
          """),
      ]),
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testDismissChild_NotObservingChildCount",
      commands: [
        .tap("Present child", .only),
        .clearLogs,
        .tap("Dismiss", .only),
        .assertLogs(
          """
          BasicsView.body
          BasicsView.body
          BasicsView.body
          NewPresentsOldTestCase.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
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
          StoreOf<BasicsView.Feature>.init
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
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
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
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
      ]),
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testObserveChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .expectText("Child count: N/A", exists: true),
        .assertLogs(
          """
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.deinit
          ViewPresentationStoreOf<BasicsView.Feature>.init
          """),
      ]),
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testPresentChild_ObservingChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .clearLogs,
        .tap("Present child", .only),
        .expectText("0", exists: true),
        .expectText("Child count: 0", exists: true),
        .assertLogs(
          """
          BasicsView.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
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
          """),
      ]),
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testIncrementChild_ObservingChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .tap("Present child", .only),
        .clearLogs,
        .tap("Increment", .at(0)),
        .expectText("1", exists: true),
        .expectText("Child count: 1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          BasicsView.body
          BasicsView.body
          NewPresentsOldTestCase.body
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
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
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
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
      ]),
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testDismissChild_ObservingChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .tap("Present child", .only),
        .clearLogs,
        .tap("Dismiss", .only),
        .assertLogs(
          """
          BasicsView.body
          BasicsView.body
          BasicsView.body
          NewPresentsOldTestCase.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
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
          StoreOf<BasicsView.Feature>.init
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
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
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
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
      ]),
    SuiteTest(
      group: .newPresentsOld, variant: .mixed, name: "testDeinit",
      commands: [
        .tap("Toggle observe child count", .only),
        .tap("Present child", .only),
        .tap("Increment", .at(0)),
        .tap("Dismiss", .only),
        .clearLogs,
        .tap("iOS 16 + 17", .only),
        .assertLogs(
          """
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          PresentationStoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          ViewPresentationStoreOf<BasicsView.Feature>.deinit
          ViewPresentationStoreOf<BasicsView.Feature>.deinit
          ViewPresentationStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature?>.deinit
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/OldContainsNewTests.swift
    SuiteTest(
      group: .oldContainsNew, variant: .mixed, name: "testIncrementDecrement",
      commands: [
        .tap("Increment", .at(0)),
        .expectText("1", exists: true),
        .assertLogs(
          """
          OldContainsNewTestCase.body
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
          """),
        .tap("Decrement", .at(0)),
        .expectText("-1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          OldContainsNewTestCase.body
          OldContainsNewTestCase.body
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldContainsNew, variant: .mixed, name: "testObserveChildCount",
      commands: [
        .tap("Toggle observing child count", .only),
        .expectText("Child count: 0", exists: true),
        .assertLogs(
          """
          OldContainsNewTestCase.body
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldContainsNew, variant: .mixed, name: "testIncrementChild_ObservingChildCount",
      commands: [
        .tap("Toggle observing child count", .only),
        .clearLogs,
        .tap("Increment", .at(1)),
        .expectText("1", exists: true),
        .expectText("Child count: 1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          OldContainsNewTestCase.body
          OldContainsNewTestCase.body
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldContainsNew, variant: .mixed, name: "testDeinit",
      commands: [
        .tap("Toggle observing child count", .only),
        .tap("Increment", .at(1)),
        .clearLogs,
        .tap("iOS 16 + 17", .only),
        .assertLogs(
          """
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16+17/OldPresentsNewTests.swift
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testBasics",
      commands: [
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testPresentChild_NotObservingChildCount",
      commands: [
        .tap("Present child", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          OldPresentsNewTestCase.body
          StoreOf<ObservableBasicsView.Feature>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.deinit
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          WithViewStoreOf<ObservableBasicsView.Feature?>.body
          """),
      ]),
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testDismissChild_NotObservingChildCount",
      commands: [
        .tap("Present child", .only),
        .clearLogs,
        .tap("Dismiss", .only),
        .assertLogs(
          """
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testObserveChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .expectText("Child count: N/A", exists: true),
        .assertLogs(
          """
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testPresentChild_ObservingChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .clearLogs,
        .tap("Present child", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          OldPresentsNewTestCase.body
          StoreOf<ObservableBasicsView.Feature>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.deinit
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          WithViewStoreOf<ObservableBasicsView.Feature?>.body
          """),
      ]),
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testIncrementChild_ObservingChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .tap("Present child", .only),
        .clearLogs,
        .tap("Increment", .at(0)),
        .expectText("1", exists: true),
        .expectText("Child count: 1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testDismissChild_ObservingChildCount",
      commands: [
        .tap("Toggle observe child count", .only),
        .tap("Present child", .only),
        .clearLogs,
        .tap("Dismiss", .only),
        .assertLogs(
          """
          OldPresentsNewTestCase.body
          StoreOf<ObservableBasicsView.Feature>.deinit
          StoreOf<ObservableBasicsView.Feature?>.deinit
          StoreOf<ObservableBasicsView.Feature?>.deinit
          StoreOf<ObservableBasicsView.Feature?>.deinit
          StoreOf<ObservableBasicsView.Feature?>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.deinit
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          """),
      ]),
    SuiteTest(
      group: .oldPresentsNew, variant: .mixed, name: "testDeinit",
      commands: [
        .tap("Toggle observe child count", .only),
        .tap("Present child", .only),
        .tap("Increment", .at(0)),
        .tap("Dismiss", .only),
        .clearLogs,
        .tap("iOS 16 + 17", .only),
        .assertLogs(
          """
          PresentationStoreOf<ObservableBasicsView.Feature>.deinit
          PresentationStoreOf<ObservableBasicsView.Feature>.deinit
          Store<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          Store<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          StoreOf<ObservableBasicsView.Feature?>.deinit
          ViewPresentationStoreOf<ObservableBasicsView.Feature>.deinit
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit
          """),
      ]),
  ]
}
