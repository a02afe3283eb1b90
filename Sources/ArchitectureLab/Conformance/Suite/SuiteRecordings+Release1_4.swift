// The store library's integration suite at tag 1.4.0 (57e804f1cc2e17e306620f77deaf36b9f38b0df5;
// its test files are the same at 1.4.1 and 1.4.2), transcribed: the seven files of
// `Examples/Integration/IntegrationUITests/` that record logs (nothing under `Legacy/` does), each
// test's taps, screen checks and recorded log lines in the order the test states them. The files
// sit at the folder's top at 1.4.0 (1.7.0 moved them to `iOS 16`); every test taps "iOS 16" first,
// so they are the legacy variant, listed in the order of 1.7.0's `iOS 16` files
// (`SuiteRecordings.swift`). As at 1.7.0, `setUpWithError`'s taps and PresentationTests' skip on
// CI are not transcribed. Data, not code: nothing here is edited per test. `--tag 1.4.0` plays
// it (`SuiteTest.all1_4`); see docs/fidelity.md, "Before 1.5: the 1.4.0 recordings".

extension SuiteTest {
  /// Every test of 1.4.0's files that asserts logs, in the suite's order: 19 tests, 29 steps and
  /// 589 recorded lines, as each test lists them (Recordings1_4Tests pins the counts).
  static let recorded1_4: [SuiteTest] = [
    // Examples/Integration/IntegrationUITests/BasicsTests.swift
    SuiteTest(
      group: .basics, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          StoreOf<BasicsView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .tap("Decrement", .only),
        .assertLogs(
          """
          BasicsView.body
          StoreOf<BasicsView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/EnumTests.swift
    SuiteTest(
      group: .enumeration, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Toggle feature 1 on", .only),
        .expectText("FEATURE 1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          EnumView.body
          PresentationStoreOf<EnumView.Feature.Destination>.scope
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination?>.init
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init
          ViewStore<EnumView.Feature.Destination.State, EnumView.Feature.Destination.Action>.deinit
          ViewStore<EnumView.Feature.Destination.State, EnumView.Feature.Destination.Action>.init
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.deinit
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<EnumView.Feature.Destination>.init
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
          PresentationStoreOf<EnumView.Feature.Destination>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
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
          PresentationStoreOf<EnumView.Feature.Destination>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.deinit
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
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
          PresentationStoreOf<EnumView.Feature.Destination>.scope
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init
          ViewStore<EnumView.Feature.Destination.State, EnumView.Feature.Destination.Action>.deinit
          ViewStore<EnumView.Feature.Destination.State, EnumView.Feature.Destination.Action>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
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
          PresentationStoreOf<EnumView.Feature.Destination>.scope
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<EnumView.Feature.Destination>.deinit
          StoreOf<EnumView.Feature.Destination>.deinit
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination?>.deinit
          StoreOf<EnumView.Feature.Destination?>.init
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init
          ViewStore<EnumView.Feature.Destination.State, EnumView.Feature.Destination.Action>.deinit
          ViewStore<EnumView.Feature.Destination.State, EnumView.Feature.Destination.Action>.init
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.deinit
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.deinit
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<EnumView.Feature.Destination>.deinit
          ViewStoreOf<EnumView.Feature.Destination>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<EnumView.Feature.Destination>.body
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
          PresentationStoreOf<EnumView.Feature.Destination>.scope
          PresentationStoreOf<EnumView.Feature.Destination>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature.Destination?>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          StoreOf<EnumView.Feature>.scope
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.deinit
          ViewStore<EnumView.Feature.Destination.State?, EnumView.Feature.Destination.Action>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.deinit
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/OptionalTests.swift
    SuiteTest(
      group: .optional, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Toggle", .only),
        .assertLogs(
          """
          BasicsView.body
          OptionalView.body
          PresentationStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<OptionalView.Feature>.scope
          StoreOf<OptionalView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          OptionalView.body
          PresentationStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<OptionalView.Feature>.scope
          StoreOf<OptionalView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
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
          StoreOf<OptionalView.Feature>.scope
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          OptionalView.body
          PresentationStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<OptionalView.Feature>.scope
          StoreOf<OptionalView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.deinit
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/PresentationTests.swift
    SuiteTest(
      group: .presentation, variant: .legacy, name: "testOptional",
      commands: [
        .tap("Present sheet", .only),
        .assertLogs(
          """
          BasicsView.body
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .tap("Dismiss", .first),
        .assertLogs(
          """
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
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
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State?, BasicsView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          """),
        .tap("Observe child count", .only),
        .assertLogs(
          """
          PresentationView.body
          StoreOf<PresentationView.Feature>.scope
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.deinit
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationView.body
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.deinit
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .expectText("Count: 1", exists: true),
        .tap("Dismiss", .first),
        .assertLogs(
          """
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationStoreOf<BasicsView.Feature>.scope
          PresentationView.body
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.deinit
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<BasicsView.Feature?>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          StoreOf<PresentationView.Feature>.scope
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.deinit
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature?>.deinit
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/IdentifiedListTests.swift
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
          IdentifiedStoreOf<BasicsView.Feature>.scope
          Store<UUID, Action>
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.deinit
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<IdentifiedListView.Feature>.scope
          StoreOf<IdentifiedListView.Feature>.scope
          ViewIdentifiedStoreOf<BasicsView.Feature>.deinit
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<IdentifiedArray<UUID, BasicsView.Feature.State>, IdentifiedAction<UUID, BasicsView.Feature.Action>>.deinit
          ViewStore<IdentifiedArray<UUID, BasicsView.Feature.State>, IdentifiedAction<UUID, BasicsView.Feature.Action>>.init
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.deinit
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.deinit
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
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
          BasicsView.body
          BasicsView.body
          IdentifiedListView.body
          IdentifiedListView.body.ForEachStore
          IdentifiedListView.body.ForEachStore
          IdentifiedStoreOf<BasicsView.Feature>.deinit
          IdentifiedStoreOf<BasicsView.Feature>.deinit
          IdentifiedStoreOf<BasicsView.Feature>.init
          IdentifiedStoreOf<BasicsView.Feature>.init
          IdentifiedStoreOf<BasicsView.Feature>.scope
          IdentifiedStoreOf<BasicsView.Feature>.scope
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
          Store<UUID, BasicsView.Feature.Action>.scope
          Store<UUID, BasicsView.Feature.Action>.scope
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.deinit
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<IdentifiedListView.Feature>.scope
          StoreOf<IdentifiedListView.Feature>.scope
          ViewIdentifiedStoreOf<BasicsView.Feature>.deinit
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<IdentifiedArray<UUID, BasicsView.Feature.State>, IdentifiedAction<UUID, BasicsView.Feature.Action>>.deinit
          ViewStore<IdentifiedArray<UUID, BasicsView.Feature.State>, IdentifiedAction<UUID, BasicsView.Feature.Action>>.init
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
          ViewStoreOf<BasicsView.Feature>.deinit
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewIdentifiedStoreOf<BasicsView.Feature>.body
          WithViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    SuiteTest(
      group: .identifiedList, variant: .legacy, name: "testAddTwoIncrementSecond",
      commands: [
        .tap("Add", .only),
        .tap("Add", .only),
        .clearLogs,
        // NB: the test taps `app.cells.element(boundBy: 2).buttons["Increment"]`, the Increment
        // button in the list's third cell: the second row's, since the first cell is the
        // section with "Increment First". Its 1.7.0 version (c373d8e) taps the same button as
        // `buttons.matching(identifier: "Increment").element(boundBy: 1)`, transcribed so.
        .tap("Increment", .at(1)),
        .expectText("Count: 0", exists: true),
        .assertLogs(
          """
          BasicsView.body
          IdentifiedStoreOf<BasicsView.Feature>.scope
          IdentifiedStoreOf<BasicsView.Feature>.scope
          Store<UUID, BasicsView.Feature.Action>.scope
          Store<UUID, BasicsView.Feature.Action>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<IdentifiedListView.Feature>.scope
          StoreOf<IdentifiedListView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/NavigationTests.swift
    SuiteTest(
      group: .navigation, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Push feature", .only),
        .assertLogs(
          """
          BasicsView.body
          StackStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
        .tap("Increment", .only),
        .assertLogs(
          """
          BasicsView.body
          StackStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<NavigationTestCaseView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
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
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StackStoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<NavigationTestCaseView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
    // Examples/Integration/IntegrationUITests/SiblingTests.swift
    SuiteTest(
      group: .siblings, variant: .legacy, name: "testBasics",
      commands: [
        .tap("Increment", .first),
        .expectText("1", exists: true),
        .assertLogs(
          """
          BasicsView.body
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<SiblingFeaturesView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
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
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<SiblingFeaturesView.Feature>.scope
          StoreOf<SiblingFeaturesView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
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
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<SiblingFeaturesView.Feature>.scope
          StoreOf<SiblingFeaturesView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
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
          StoreOf<BasicsView.Feature>.scope
          StoreOf<BasicsView.Feature>.scope
          StoreOf<SiblingFeaturesView.Feature>.scope
          StoreOf<SiblingFeaturesView.Feature>.scope
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.deinit
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          ViewStore<BasicsView.Feature.State, BasicsView.Feature.Action>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          """),
      ]),
  ]
}
