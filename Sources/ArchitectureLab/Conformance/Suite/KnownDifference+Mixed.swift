// The known differences of the iOS 16+17 recordings (docs/fidelity.md, "Known differences").

extension KnownDifference {
  /// The `iOS 16+17` steps the lab does not reproduce.
  static let mixed = secondViewStoreBodies + presentingScreens

  /// The store `OldContainsNewTestCase`'s `WithViewStore` observes: a view state, not a feature's.
  private static let oldContainsNewStore =
    "Store<OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action>"

  /// `iOS 16+17` steps where the recording runs a `WithViewStore`'s body twice and the lab once:
  /// the view that made it ran again (it read the child's state on the way), which made a new
  /// `WithViewStore`, and the recording adds one more run of the content with a view-store copy.
  /// Each names the content's line and the store its `WithViewStore` observes.
  private static let secondViewStoreBodies = [
    (
      SuiteTest.Group.newContainsOld, "testIncrementChild_ObservingChildCount", 1,
      "BasicsView.body", "StoreOf<BasicsView.Feature>"
    ),
    (
      .oldContainsNew, "testIncrementDecrement", 2, "OldContainsNewTestCase.body",
      oldContainsNewStore
    ),
    (
      .oldContainsNew, "testIncrementChild_ObservingChildCount", 1,
      "OldContainsNewTestCase.body", oldContainsNewStore
    ),
  ].map { group, test, step, content, store in
    KnownDifference(
      variant: .mixed, group: group, test: test, step: step, labOnly: [:],
      recordedOnly: [
        content: 1, "WithView\(store).body": 1, "View\(store).init": 1, "View\(store).deinit": 1,
      ],
      cause: """
        SwiftUI ran the WithViewStore's content once more than the lab: before or after the \
        run of the new WithViewStore that the re-run view made, with a view-store copy of its \
        own. It happens where a second tracked view was invalidated in the step besides the \
        one that made the WithViewStore (the parent that shows the child's count, or the iOS \
        17 counter inside the content), and not where that view alone was \
        (`newContainsOld testIncrementDecrement`, step 2, matches). The cause is not \
        established; the lab runs each invalidated view once per update.
        """)
  }

  /// The `iOS 16+17` presenting screens' steps the lab does not reproduce: in
  /// `newPresentsOld`, SwiftUI ran and kept more of the sheet than the lab (whose parent's re-runs
  /// replace its `PresentationStore`), and one `oldPresentsNew` recording the suite marks flaky.
  private static let presentingScreens: [KnownDifference] = {
    let presented = "BasicsView.Feature"
    let presentChild = (
      recordedOnly: ["StoreOf<\(presented)?>.init": 2, "StoreOf<\(presented)?>.deinit": 2],
      cause: """
      The recording makes the sheet content's scope and its IfLetStore's store twice, and \
      releases the first two in the step: we read it as SwiftUI running the body of the \
      PresentationStore the parent's re-run replaced (its view store published the child's \
      arrival) as well as the new one's, each making an IfLetStore, of which the new one's \
      runs. Not established; the lab runs the replaced view once, with its new inputs.
      """
    )
    // NB: What the lab releases in a step where the recording keeps the replaced
    // PresentationStore: its two presentation stores, its view store and its destination.
    let replacedPresentationStore = [
      "PresentationStoreOf<\(presented)>.deinit": 2, "StoreOf<\(presented)?>.deinit": 1,
      "ViewPresentationStoreOf<\(presented)>.deinit": 1,
    ]
    // NB: Both of the dismissal's sends run the parent (SuiteEffects), as recorded; what is left
    // is the sheet the recording runs once more and keeps.
    let dismissChild = (
      labOnly: [
        "PresentationStoreOf<\(presented)>.deinit": 4, "StoreOf<\(presented)?>.deinit": 6,
        "ViewPresentationStoreOf<\(presented)>.deinit": 2,
      ],
      recordedOnly: [
        "BasicsView.body": 1, "StoreOf<\(presented)>.init": 3, "StoreOf<\(presented)?>.init": 2,
        "ViewStoreOf<\(presented)>.deinit": 1, "ViewStoreOf<\(presented)>.init": 2,
        "ViewStoreOf<\(presented)?>.deinit": 1, "ViewStoreOf<\(presented)?>.init": 2,
        "WithViewStoreOf<\(presented)>.body": 1, "WithViewStoreOf<\(presented)?>.body": 1,
      ],
      cause: """
      The dismissal is two sends, as in the suite (the counter's action, then its effect's \
      dismiss), and both run the parent, as recorded: the first writes the plain child field \
      back unchanged, which notifies at 1.7.0. Beyond that the recording runs the sheet's \
      content once more (its IfLetStore and counter, with their stores) and releases neither \
      of the two PresentationStores the parent's runs replaced nor the sheet's stores, which \
      the lab releases. We read it as SwiftUI running and keeping the presenting view while \
      the sheet goes away; not established.
      """
    )
    return [
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testPresentChild_NotObservingChildCount",
        step: 1, labOnly: [:], recordedOnly: presentChild.recordedOnly, cause: presentChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDismissChild_NotObservingChildCount",
        step: 1, labOnly: dismissChild.labOnly, recordedOnly: dismissChild.recordedOnly,
        cause: dismissChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testPresentChild_ObservingChildCount",
        step: 1, labOnly: [:], recordedOnly: presentChild.recordedOnly, cause: presentChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testIncrementChild_ObservingChildCount",
        step: 1, labOnly: replacedPresentationStore,
        recordedOnly: [
          "BasicsView.body": 2, "StoreOf<\(presented)>.deinit": 3,
          "StoreOf<\(presented)>.init": 3, "StoreOf<\(presented)?>.init": 2,
          "ViewStoreOf<\(presented)>.deinit": 3, "ViewStoreOf<\(presented)>.init": 3,
          "ViewStoreOf<\(presented)?>.deinit": 2, "ViewStoreOf<\(presented)?>.init": 2,
          "WithViewStoreOf<\(presented)>.body": 2, "WithViewStoreOf<\(presented)?>.body": 1,
        ],
        cause: """
          The recording runs the sheet's content twice (two IfLetStore bodies, each making \
          a counter) and the counter's WithViewStore content three times, and keeps the \
          PresentationStore the parent's re-run replaced (no release of it). We read it as \
          SwiftUI running every invalidated view, the replaced ones too (the counter and the \
          IfLetStore read the child's state when they made their view stores, rule 10), and \
          keeping the PresentationStore that presented the sheet while it is up. Not \
          established; the lab runs the replaced subtree once, with its new inputs.
          """),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDismissChild_ObservingChildCount",
        step: 1, labOnly: dismissChild.labOnly, recordedOnly: dismissChild.recordedOnly,
        cause: dismissChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDeinit", step: 1, labOnly: [:],
        recordedOnly: [
          "PresentationStoreOf<\(presented)>.deinit": 4, "StoreOf<\(presented)>.deinit": 3,
          "StoreOf<\(presented)?>.deinit": 8, "ViewPresentationStoreOf<\(presented)>.deinit": 2,
          "ViewStoreOf<\(presented)>.deinit": 1, "ViewStoreOf<\(presented)?>.deinit": 1,
        ],
        cause: """
          The recording releases, with the screen, three PresentationStores and the \
          dismissed sheet's content (its IfLetStore and counter), which SwiftUI kept past the \
          steps that replaced or dismissed them (above); the lab released those in those steps \
          and lets one PresentationStore go here. Not established: the test's earlier taps, \
          which no assertion covers, made six PresentationStores, and which three the \
          recording releases here is not in any source.
          """),
      KnownDifference(
        variant: .mixed, group: .oldPresentsNew, test: "testDismissChild_NotObservingChildCount",
        step: 1,
        labOnly: [
          "StoreOf<ObservableBasicsView.Feature>.deinit": 1,
          "StoreOf<ObservableBasicsView.Feature?>.deinit": 4,
          "ViewStoreOf<ObservableBasicsView.Feature?>.deinit": 1,
        ],
        cause: """
          The recording releases none of the dismissed sheet's stores; the same tap in \
          `testDismissChild_ObservingChildCount` releases exactly the lab's, and matches. The \
          suite marks all four of this screen's present and dismiss tests `// TODO: Flakey \
          test`: when SwiftUI let the sheet's content go after its dismissal is timing, which \
          the lab does not model.
          """),
    ]
  }()
}
