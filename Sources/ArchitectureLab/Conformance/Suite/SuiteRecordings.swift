// The store library's integration suite at tag 1.7.0, transcribed: the UI test files of
// `Examples/Integration/IntegrationUITests/iOS 17` and `…/iOS 16` for the seven screens the lab
// mirrors, each test's taps, screen checks and recorded log lines in the order the test states
// them. Data, not code: nothing here is edited per test; see docs/fidelity.md.

extension SuiteTest {
  /// Every transcribed test at tag 1.7.0 (``SuiteTag/v1_7_0``'s tests): iOS 17 (observation),
  /// iOS 16 (legacy), then the screens that mix the two (`SuiteRecordings+Mixed.swift`), each in
  /// the suite's file order.
  static let all = observationAndLegacy + mixed

  /// The transcribed tests of the `iOS 17` and `iOS 16` folders, iOS 17 first.
  static let observationAndLegacy: [SuiteTest] = [
    // Examples/Integration/IntegrationUITests/iOS 17/ObservableBasicsTests.swift
    SuiteTest(
      group: .basics, variant: .observation, name: "testBasics",
      commands: [
        .expectText("0", exists: true),
        .expectText("1", exists: false),
        .tap("Increment", .only),
        .expectText("0", exists: false),
        .expectText("1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
        .tap("Decrement", .only),
        .expectText("0", exists: true),
        .expectText("1", exists: false),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .basics, variant: .observation, name: "testReset",
      commands: [
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Reset", .only),
        .expectText("0", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .basics, variant: .observation, name: "testCopyIncrementDiscard",
      commands: [
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Copy, increment, discard", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
        .tap("Increment", .only),
        .expectText("2", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .basics, variant: .observation, name: "testCopyIncrementSet",
      commands: [
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Copy, increment, set", .only),
        .expectText("2", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
        .tap("Increment", .only),
        .expectText("3", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 17/ObservableEnumTests.swift
    SuiteTest(
      group: .enumeration, variant: .observation, name: "testBasics",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableEnumView.body
          StoreOf<ObservableBasicsView.Feature>.init
          StoreOf<ObservableEnumView.Feature.Destination>.init
          """),
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .enumeration, variant: .observation, name: "testToggle1On_Toggle1Off",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .clearLogs,
        .tap("Toggle feature 1 off", .only),
        .expectText("FEATURE 1", exists: false),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableEnumView.body
          """),
      ]),
    SuiteTest(
      group: .enumeration, variant: .observation, name: "testToggle1On_Toggle2On",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .clearLogs,
        .tap("Toggle feature 2 on", .only),
        .expectText("FEATURE 2", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableEnumView.body
          StoreOf<ObservableBasicsView.Feature>.init
          """),
      ]),
    SuiteTest(
      group: .enumeration, variant: .observation, name: "testDismiss",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .clearLogs,
        .tap("Dismiss", .only),
        .expectText("FEATURE 1", exists: false),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableEnumView.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 17/ObservableOptionalTests.swift
    SuiteTest(
      group: .optional, variant: .observation, name: "testBasics",
      commands: [
        .tap("Toggle", .only),
        .expectText("0", exists: true),
        .expectText("1", exists: false),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableOptionalView.body
          StoreOf<ObservableBasicsView.Feature>.init
          """),
        .tap("Increment", .only),
        .expectText("0", exists: false),
        .expectText("1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .optional, variant: .observation, name: "testParentObserveChild",
      commands: [
        .tap("Toggle", .only),
        .tap("Increment", .only),
        .clearLogs,
        .tap("Observe count", .only),
        .expectText("Count: 1", exists: true),
        .assertLogs(
          """
          ObservableOptionalView.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableOptionalView.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 17/ObservablePresentationTests.swift
    SuiteTest(
      group: .presentation, variant: .observation, name: "testOptional",
      commands: [
        .tap("Present sheet", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservablePresentationView.body
          StoreOf<ObservableBasicsView.Feature>.init
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
        .tap("Dismiss", .first),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservablePresentationView.body
          """),
      ]),
    SuiteTest(
      group: .presentation, variant: .observation, name: "testOptional_ObserveChildCount",
      commands: [
        .tap("Present sheet", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservablePresentationView.body
          StoreOf<ObservableBasicsView.Feature>.init
          """),
        .tap("Observe child count", .only),
        .assertLogs(
          """
          ObservablePresentationView.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservablePresentationView.body
          """),
        .expectText("Count: 1", exists: true),
        .tap("Dismiss", .first),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservablePresentationView.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 17/ObservableIdentifiedListTests.swift
    SuiteTest(
      group: .identifiedList, variant: .observation, name: "testBasics",
      commands: [
        .tap("Add", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableIdentifiedListView.body
          ObservableIdentifiedListView.body.ForEach
          ObservableIdentifiedListView.body.ForEach
          StoreOf<ObservableBasicsView.Feature>.init
          """),
      ]),
    SuiteTest(
      group: .identifiedList, variant: .observation, name: "testAddTwoIncrementFirst",
      commands: [
        .tap("Add", .only),
        .tap("Add", .only),
        .clearLogs,
        .tap("Increment", .first),
        .expectText("Count: 1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableIdentifiedListView.body
          ObservableIdentifiedListView.body.ForEach
          ObservableIdentifiedListView.body.ForEach
          """),
      ]),
    SuiteTest(
      group: .identifiedList, variant: .observation, name: "testAddTwoIncrementSecond",
      commands: [
        .tap("Add", .only),
        .tap("Add", .only),
        .clearLogs,
        .tap("Increment", .at(1)),
        .expectText("Count: 0", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 17/ObservableNavigationTests.swift
    SuiteTest(
      group: .navigation, variant: .observation, name: "testBasics",
      commands: [
        .tap("Push feature", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          StoreOf<ObservableBasicsView.Feature>.init
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .navigation, variant: .observation, name: "testDeepStack",
      commands: [
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .clearLogs,
        .tap("Increment", .only),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 17/ObservableSiblingTests.swift
    SuiteTest(
      group: .siblings, variant: .observation, name: "testBasics",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .siblings, variant: .observation, name: "testResetAll",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Reset all", .only),
        .expectText("1", exists: false),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableSiblingFeaturesView.body
          """),
      ]),
    SuiteTest(
      group: .siblings, variant: .observation, name: "testResetSelf",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Reset self", .only),
        .expectText("1", exists: false),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableBasicsView.body
          """),
      ]),
    SuiteTest(
      group: .siblings, variant: .observation, name: "testResetSwap",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Swap", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableSiblingFeaturesView.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/BasicsTests.swift
    SuiteTest(
      group: .basics, variant: .legacy, name: "testBasics",
      commands: [
        .expectText("0", exists: true),
        .expectText("1", exists: false),
        .tap("Increment", .only),
        .expectText("0", exists: false),
        .expectText("1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .tap("Decrement", .only),
        .expectText("0", exists: true),
        .expectText("1", exists: false),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/EnumTests.swift
    SuiteTest(
      group: .enumeration, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          EnumView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<EnumView.Feature.Destination>.deinit
          ViewStoreOf<EnumView.Feature.Destination>.init
          ViewStoreOf<EnumView.Feature.Destination>.init
          ViewStoreOf<EnumView.Feature.Destination?>.deinit
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<EnumView.Feature.Destination>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
          """),
        .tap("Increment", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .enumeration, variant: .legacy, name: "testToggle1On_Toggle1Off",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .clearLogs,
        .tap("Toggle feature 1 off", .only),
        .expectText("FEATURE 1", exists: false),
        .assertLogs(
          """
          EnumView.body
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<EnumView.Feature.Destination?>.deinit
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
          """),
      ]),
    SuiteTest(
      group: .enumeration, variant: .legacy, name: "testToggle1On_Toggle2On",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .clearLogs,
        .tap("Toggle feature 2 on", .only),
        .expectText("FEATURE 2", exists: true),
        .assertLogs(
          """
          BasicsView.body
          EnumView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
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
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<EnumView.Feature.Destination>.deinit
          ViewStoreOf<EnumView.Feature.Destination>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<EnumView.Feature.Destination>.body
          """),
      ]),
    SuiteTest(
      group: .enumeration, variant: .legacy, name: "testToggle1On_Increment_Toggle1OffOn",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .tap("Decrement", .only),
        .expectText("-1", exists: true),
        .tap("Toggle feature 1 off", .only),
        .clearLogs,
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .expectText("-1", exists: false),
        .expectText("0", exists: true),
        .assertLogs(
          """
          BasicsView.body
          EnumView.body
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<EnumView.Feature.Destination?>.deinit
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
          """),
      ]),
    SuiteTest(
      group: .enumeration, variant: .legacy, name: "testDismiss",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .clearLogs,
        .tap("Dismiss", .only),
        .expectText("FEATURE 1", exists: false),
        .assertLogs(
          """
          EnumView.body
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<EnumView.Feature.Destination?>.deinit
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/OptionalTests.swift
    SuiteTest(
      group: .optional, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Toggle", .only),
        .assertLogs(
          """
          BasicsView.body
          OptionalView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .optional, variant: .legacy, name: "testParentObserveChild",
      commands: [
        .tap("Toggle", .only),
        .tap("Increment", .only),
        .clearLogs,
        .tap("Observe count", .only),
        .expectText("Count: 1", exists: true),
        .assertLogs(
          """
          OptionalView.body
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          OptionalView.body
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/PresentationTests.swift
    SuiteTest(
      group: .presentation, variant: .legacy, name: "testOptional",
      commands: [
        .tap("Present sheet", .only),
        .assertLogs(
          """
          BasicsView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .tap("Dismiss", .first),
        .assertLogs(
          """
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature?>.deinit
          """),
      ]),
    SuiteTest(
      group: .presentation, variant: .legacy, name: "testOptional_ObserveChildCount",
      commands: [
        .tap("Present sheet", .only),
        .assertLogs(
          """
          BasicsView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
        .tap("Observe child count", .only),
        .assertLogs(
          """
          PresentationView.body
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.deinit
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          PresentationView.body
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.deinit
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .expectText("Count: 1", exists: true),
        .tap("Dismiss", .first),
        .assertLogs(
          """
          PresentationView.body
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.deinit
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature?>.deinit
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/IdentifiedListTests.swift
    SuiteTest(
      group: .identifiedList, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Add", .only),
        .assertLogs(
          """
          BasicsView.body
          IdentifiedListView.body
          IdentifiedListView.body.ForEachStore
          IdentifiedListView.body.ForEachStore
          IdentifiedStoreOf<BasicsView.Feature>.deinit
          IdentifiedStoreOf<BasicsView.Feature>.deinit
          IdentifiedStoreOf<BasicsView.Feature>.init
          IdentifiedStoreOf<BasicsView.Feature>.init
          Store<UUID, Action>
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.deinit
          ViewIdentifiedStoreOf<BasicsView.Feature>.deinit
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.deinit
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.deinit
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewIdentifiedStoreOf<BasicsView.Feature>.body
          WithViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .identifiedList, variant: .legacy, name: "testAddTwoIncrementFirst",
      commands: [
        .tap("Add", .only),
        .tap("Add", .only),
        .clearLogs,
        .tap("Increment", .first),
        .expectText("Count: 1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          IdentifiedListView.body
          IdentifiedListView.body.ForEachStore
          IdentifiedListView.body.ForEachStore
          IdentifiedStoreOf<BasicsView.Feature>.deinit
          IdentifiedStoreOf<BasicsView.Feature>.deinit
          IdentifiedStoreOf<BasicsView.Feature>.init
          IdentifiedStoreOf<BasicsView.Feature>.init
          Store<UUID, Action>
          Store<UUID, Action>
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.deinit
          ViewIdentifiedStoreOf<BasicsView.Feature>.deinit
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.deinit
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.deinit
          ViewStore<UUID, BasicsView.Feature.Action>.deinit
          ViewStore<UUID, BasicsView.Feature.Action>.deinit
          ViewStore<UUID, BasicsView.Feature.Action>.deinit
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewIdentifiedStoreOf<BasicsView.Feature>.body
          WithViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .identifiedList, variant: .legacy, name: "testAddTwoIncrementSecond",
      commands: [
        .tap("Add", .only),
        .tap("Add", .only),
        .clearLogs,
        .tap("Increment", .at(1)),
        .expectText("Count: 0", exists: true),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/NavigationTests.swift
    SuiteTest(
      group: .navigation, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Push feature", .only),
        .assertLogs(
          """
          BasicsView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .navigation, variant: .legacy, name: "testDeepStack",
      commands: [
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .tap("Push feature", .only),
        .clearLogs,
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/iOS 16/SiblingTests.swift
    SuiteTest(
      group: .siblings, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .siblings, variant: .legacy, name: "testResetAll",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Reset all", .only),
        .expectText("1", exists: false),
        .assertLogs(
          """
          BasicsView.body
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .siblings, variant: .legacy, name: "testResetSelf",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Reset self", .only),
        .expectText("1", exists: false),
        .assertLogs(
          """
          BasicsView.body
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .siblings, variant: .legacy, name: "testResetSwap",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .clearLogs,
        .tap("Swap", .only),
        .expectText("1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),

  ]
}
