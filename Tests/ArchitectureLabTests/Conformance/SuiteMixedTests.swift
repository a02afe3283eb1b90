import Testing

@testable import ArchitectureLab

/// The lab's lines for every transcribed test of the store library's integration suite whose
/// screens mix the two APIs (`IntegrationUITests/iOS 16+17`, tag 1.7.0), pinned inline step by
/// step as ``SuiteLegacyTests`` pins the iOS 16 ones (releases left out; the back button's are
/// pinned below), which `expectConformance` also checks against the recording.
@Suite("Integration suite, mixed (iOS 16+17)")
struct SuiteMixedTests {
  @Test("newContainsOld testIncrementDecrement")
  func newContainsOldIncrementDecrement() {
    expectConformance(
      .mixed, .newContainsOld, "testIncrementDecrement",
      steps: [
        """
        Increment
          NewContainsOldTestCase.body
        """,
        """
        Decrement
          BasicsView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
      ])
  }

  @Test("newContainsOld testObserveChildCount")
  func newContainsOldObserveChildCount() {
    expectConformance(
      .mixed, .newContainsOld, "testObserveChildCount",
      steps: [
        """
        Toggle observe child count
          NewContainsOldTestCase.body
        """
      ])
  }

  @Test("newContainsOld testIncrementChild_ObservingChildCount")
  func newContainsOldIncrementChildObservingChildCount() {
    expectConformance(
      .mixed, .newContainsOld, "testIncrementChild_ObservingChildCount",
      steps: [
        """
        Increment
          BasicsView.body
          NewContainsOldTestCase.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("newContainsOld testDeinit")
  func newContainsOldDeinit() {
    expectConformance(
      .mixed, .newContainsOld, "testDeinit",
      steps: [
        """
        iOS 16 + 17
        """
      ])
  }

  @Test("newOldSiblings testBasics")
  func newOldSiblingsBasics() {
    expectConformance(
      .mixed, .newOldSiblings, "testBasics",
      steps: [
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
        """
        Decrement
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("newOldSiblings testResetAll")
  func newOldSiblingsResetAll() {
    expectConformance(
      .mixed, .newOldSiblings, "testResetAll",
      steps: [
        """
        Reset all
          BasicsView.body
          ObservableBasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("newOldSiblings testResetSelf")
  func newOldSiblingsResetSelf() {
    expectConformance(
      .mixed, .newOldSiblings, "testResetSelf",
      steps: [
        """
        Reset self
          BasicsView.body
          ObservableBasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("oldContainsNew testIncrementDecrement")
  func oldContainsNewIncrementDecrement() {
    expectConformance(
      .mixed, .oldContainsNew, "testIncrementDecrement",
      steps: [
        """
        Increment
          OldContainsNewTestCase.body
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
        """,
        """
        Decrement
          ObservableBasicsView.body
          OldContainsNewTestCase.body
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
        """,
      ])
  }

  @Test("oldContainsNew testObserveChildCount")
  func oldContainsNewObserveChildCount() {
    expectConformance(
      .mixed, .oldContainsNew, "testObserveChildCount",
      steps: [
        """
        Toggle observing child count
          OldContainsNewTestCase.body
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
        """
      ])
  }

  @Test("oldContainsNew testIncrementChild_ObservingChildCount")
  func oldContainsNewIncrementChildObservingChildCount() {
    expectConformance(
      .mixed, .oldContainsNew, "testIncrementChild_ObservingChildCount",
      steps: [
        """
        Increment
          ObservableBasicsView.body
          OldContainsNewTestCase.body
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.init
          WithViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.body
        """
      ])
  }

  @Test("oldContainsNew testDeinit")
  func oldContainsNewDeinit() {
    expectConformance(
      .mixed, .oldContainsNew, "testDeinit",
      steps: [
        """
        iOS 16 + 17
        """
      ])
  }

  // MARK: - The back button

  /// The two `testDeinit`s tap the navigation bar's back button, titled `iOS 16 + 17`: the
  /// screen's views go with what they made (a `WithViewStore`'s two stores and its view store),
  /// and the root store and the child stores it caches stay, as the app's link keeps the
  /// screen's root view. Releases are compared like every other line.
  @Test("the back button releases what the screen's views made, and not the root store")
  func backButtonReleases() throws {
    let tests = SuiteTest.mixed.filter { $0.name == "testDeinit" }
    #expect(tests.map(\.group) == [.newContainsOld, .oldContainsNew])
    let lab = try tests.map { test in try #require(SuiteRunner.run(test).steps.last).lab }
    #expect(
      lab == [
        [
          "StoreOf<BasicsView.Feature>.deinit", "StoreOf<BasicsView.Feature>.deinit",
          "ViewStoreOf<BasicsView.Feature>.deinit",
        ],
        [
          "Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit",
          "Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit",
          "ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>"
            + ".deinit",
        ],
      ])
  }

  @Test("after the back button the screen shows nothing, and a tap finds no button")
  func afterBack() {
    let test = SuiteTest(
      group: .newOldSiblings, variant: .mixed, name: "testMadeUp",
      commands: [
        .tap("iOS 16 + 17", .only), .expectText("0", exists: false),
        .tap("Increment", .at(0)), .assertLogs(""),
      ])
    let result = SuiteRunner.run(test)
    #expect(result.problems == ["no [Increment] button on screen to tap (at(0))"])
    #expect(
      result.steps.map(\.lab) == [
        [
          "StoreOf<BasicsView.Feature>.deinit", "StoreOf<BasicsView.Feature>.deinit",
          "ViewStoreOf<BasicsView.Feature>.deinit",
        ]
      ])
  }

  /// The menu's title is only the back button of the variant the screen was pushed from.
  @Test("another menu's title is a button like any other: not on the screen")
  func otherMenuTitle() {
    let test = SuiteTest(
      group: .newOldSiblings, variant: .mixed, name: "testMadeUp",
      commands: [.tap("iOS 17", .only), .expectText("0", exists: true)])
    #expect(SuiteRunner.run(test).problems == ["no [iOS 17] button on screen to tap (only)"])
  }

  // MARK: - Which folder has which screen

  @Test("every transcribed test has a screen; a group outside its folder is a problem")
  func screens() {
    for test in SuiteTest.all {
      #expect(SuiteApps.mount(test.group, test.variant, rules: .release1_7) != nil, "\(test.name)")
    }
    let misplaced = SuiteTest(
      group: .newContainsOld, variant: .legacy, name: "testMadeUp",
      commands: [.assertLogs("")])
    #expect(
      SuiteRunner.run(misplaced).problems == [
        "the suite's iOS 16 folder has no newContainsOld screen"
      ])
    let outcome = CompareCommand.run(["conformance", "--group", "enum", "--variant", "mixed"])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.hasPrefix(
        "error: conformance: the suite's iOS 16+17 folder has no enum screen (--group, --variant)"))
  }
}
