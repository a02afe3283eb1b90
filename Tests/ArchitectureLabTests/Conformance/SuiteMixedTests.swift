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

  @Test("newPresentsOld testBasics")
  func newPresentsOldBasics() {
    expectConformance(
      .mixed, .newPresentsOld, "testBasics",
      steps: [
        """
        Increment
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
        """
      ])
  }

  @Test("newPresentsOld testPresentChild_NotObservingChildCount")
  func newPresentsOldPresentChildNotObservingChildCount() {
    expectConformance(
      .mixed, .newPresentsOld, "testPresentChild_NotObservingChildCount",
      steps: [
        """
        Present child
          BasicsView.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
        """
      ])
  }

  @Test("newPresentsOld testDismissChild_NotObservingChildCount")
  func newPresentsOldDismissChildNotObservingChildCount() {
    expectConformance(
      .mixed, .newPresentsOld, "testDismissChild_NotObservingChildCount",
      steps: [
        """
        Dismiss
          BasicsView.body
          BasicsView.body
          BasicsView.body
          NewPresentsOldTestCase.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
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
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
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
        """
      ])
  }

  @Test("newPresentsOld testObserveChildCount")
  func newPresentsOldObserveChildCount() {
    expectConformance(
      .mixed, .newPresentsOld, "testObserveChildCount",
      steps: [
        """
        Toggle observe child count
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
        """
      ])
  }

  @Test("newPresentsOld testPresentChild_ObservingChildCount")
  func newPresentsOldPresentChildObservingChildCount() {
    expectConformance(
      .mixed, .newPresentsOld, "testPresentChild_ObservingChildCount",
      steps: [
        """
        Present child
          BasicsView.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
        """
      ])
  }

  @Test("newPresentsOld testIncrementChild_ObservingChildCount")
  func newPresentsOldIncrementChildObservingChildCount() {
    expectConformance(
      .mixed, .newPresentsOld, "testIncrementChild_ObservingChildCount",
      steps: [
        """
        Increment
          BasicsView.body
          BasicsView.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewPresentationStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
        """
      ])
  }

  @Test("newPresentsOld testDismissChild_ObservingChildCount")
  func newPresentsOldDismissChildObservingChildCount() {
    expectConformance(
      .mixed, .newPresentsOld, "testDismissChild_ObservingChildCount",
      steps: [
        """
        Dismiss
          BasicsView.body
          BasicsView.body
          BasicsView.body
          NewPresentsOldTestCase.body
          NewPresentsOldTestCase.body
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          PresentationStoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
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
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
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
        """
      ])
  }

  @Test("newPresentsOld testDeinit")
  func newPresentsOldDeinit() {
    expectConformance(
      .mixed, .newPresentsOld, "testDeinit",
      steps: [
        """
        iOS 16 + 17
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

  @Test("oldPresentsNew testBasics")
  func oldPresentsNewBasics() {
    expectConformance(
      .mixed, .oldPresentsNew, "testBasics",
      steps: [
        """
        Increment
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
        """
      ])
  }

  @Test("oldPresentsNew testPresentChild_NotObservingChildCount")
  func oldPresentsNewPresentChildNotObservingChildCount() {
    expectConformance(
      .mixed, .oldPresentsNew, "testPresentChild_NotObservingChildCount",
      steps: [
        """
        Present child
          ObservableBasicsView.body
          OldPresentsNewTestCase.body
          StoreOf<ObservableBasicsView.Feature>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          WithViewStoreOf<ObservableBasicsView.Feature?>.body
        """
      ])
  }

  @Test("oldPresentsNew testDismissChild_NotObservingChildCount")
  func oldPresentsNewDismissChildNotObservingChildCount() {
    expectConformance(
      .mixed, .oldPresentsNew, "testDismissChild_NotObservingChildCount",
      steps: [
        """
        Dismiss
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
        """
      ])
  }

  @Test("oldPresentsNew testObserveChildCount")
  func oldPresentsNewObserveChildCount() {
    expectConformance(
      .mixed, .oldPresentsNew, "testObserveChildCount",
      steps: [
        """
        Toggle observe child count
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
        """
      ])
  }

  @Test("oldPresentsNew testPresentChild_ObservingChildCount")
  func oldPresentsNewPresentChildObservingChildCount() {
    expectConformance(
      .mixed, .oldPresentsNew, "testPresentChild_ObservingChildCount",
      steps: [
        """
        Present child
          ObservableBasicsView.body
          OldPresentsNewTestCase.body
          StoreOf<ObservableBasicsView.Feature>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          StoreOf<ObservableBasicsView.Feature?>.init
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          ViewStoreOf<ObservableBasicsView.Feature?>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
          WithViewStoreOf<ObservableBasicsView.Feature?>.body
        """
      ])
  }

  @Test("oldPresentsNew testIncrementChild_ObservingChildCount")
  func oldPresentsNewIncrementChildObservingChildCount() {
    expectConformance(
      .mixed, .oldPresentsNew, "testIncrementChild_ObservingChildCount",
      steps: [
        """
        Increment
          ObservableBasicsView.body
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
        """
      ])
  }

  @Test("oldPresentsNew testDismissChild_ObservingChildCount")
  func oldPresentsNewDismissChildObservingChildCount() {
    expectConformance(
      .mixed, .oldPresentsNew, "testDismissChild_ObservingChildCount",
      steps: [
        """
        Dismiss
          OldPresentsNewTestCase.body
          ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.init
          WithViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.body
        """
      ])
  }

  @Test("oldPresentsNew testDeinit")
  func oldPresentsNewDeinit() {
    expectConformance(
      .mixed, .oldPresentsNew, "testDeinit",
      steps: [
        """
        iOS 16 + 17
        """
      ])
  }

  // MARK: - The back button

  /// The four `testDeinit`s tap the navigation bar's back button, titled `iOS 16 + 17`: the
  /// screen's views go with what they made (a `WithViewStore`'s two stores and its view store,
  /// a `PresentationStore`'s three stores and its view store),
  /// and the root store and the child stores it caches stay, as the app's link keeps the
  /// screen's root view. Releases are compared like every other line.
  @Test("the back button releases what the screen's views made, and not the root store")
  func backButtonReleases() throws {
    let tests = SuiteTest.mixed.filter { $0.name == "testDeinit" }
    #expect(
      tests.map(\.group) == [.newContainsOld, .newPresentsOld, .oldContainsNew, .oldPresentsNew])
    let lab = try tests.map { test in try #require(SuiteRunner.run(test).steps.last).lab }
    #expect(
      lab == [
        [
          "StoreOf<BasicsView.Feature>.deinit", "StoreOf<BasicsView.Feature>.deinit",
          "ViewStoreOf<BasicsView.Feature>.deinit",
        ],
        [
          "PresentationStoreOf<BasicsView.Feature>.deinit",
          "PresentationStoreOf<BasicsView.Feature>.deinit", "StoreOf<BasicsView.Feature?>.deinit",
          "ViewPresentationStoreOf<BasicsView.Feature>.deinit",
        ],
        [
          "Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit",
          "Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>.deinit",
          "ViewStore<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>"
            + ".deinit",
        ],
        [
          "PresentationStoreOf<ObservableBasicsView.Feature>.deinit",
          "PresentationStoreOf<ObservableBasicsView.Feature>.deinit",
          "Store<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit",
          "Store<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>.deinit",
          "StoreOf<ObservableBasicsView.Feature?>.deinit",
          "ViewPresentationStoreOf<ObservableBasicsView.Feature>.deinit",
          "ViewStore<OldPresentsNewTestCase.ViewState, OldPresentsNewTestCase.Feature.Action>"
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
        // NB: the root's own line and button: the torn-down root keeps them, the screen does not.
        .expectText("IOS 16", exists: false), .tap("Reset all", .only),
        .tap("Increment", .at(0)), .assertLogs(""),
      ])
    let result = SuiteRunner.run(test)
    #expect(
      result.problems == [
        "no [Reset all] button on screen to tap (only)",
        "no [Increment] button on screen to tap (at(0))",
      ])
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
      #expect(test.variant.groups.contains(test.group), "\(test.name)")
    }
    // NB: a folder's screens are exactly those the lab mounts for it.
    for variant in SuiteTest.Variant.allCases {
      let mounted = SuiteTest.Group.allCases.filter {
        SuiteApps.mount($0, variant, rules: .release1_7) != nil
      }
      #expect(mounted == variant.groups, "\(variant)")
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
        "error: conformance: the suite's iOS 16+17 folder has no enum screen (--group, --variant); "
          + "its screens: newContainsOld, newOldSiblings, newPresentsOld, oldContainsNew or "
          + "oldPresentsNew"))
  }
}
