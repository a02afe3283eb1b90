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
    // NB: What the lab releases on *Dismiss* and the recording only with the screen, in
    // `testDeinit`: two PresentationStores (each two presentation stores and a view store) and
    // the dismissed sheet's content, its IfLetStore's and counter's stores and view stores.
    let keptUntilTheScreenGoes = [
      "PresentationStoreOf<\(presented)>.deinit": 4, "StoreOf<\(presented)>.deinit": 3,
      "StoreOf<\(presented)?>.deinit": 8, "ViewPresentationStoreOf<\(presented)>.deinit": 2,
      "ViewStoreOf<\(presented)>.deinit": 1, "ViewStoreOf<\(presented)?>.deinit": 1,
    ]
    // NB: Both of the dismissal's sends run the parent (SuiteEffects), and the sheet's host runs
    // its content once more as it goes, as recorded; what is left is what the
    // recording keeps.
    let dismissChild = (
      labOnly: keptUntilTheScreenGoes,
      cause: """
      The dismissal is two sends, as in the suite (the counter's action, then its effect's \
      dismiss), and both run the parent, as recorded: the first writes the plain child field \
      back unchanged, which notifies at 1.7.0; the sheet's content runs once more in its own \
      host as it goes, as recorded. Every line left is a release the recording lacks: the lab \
      lets go two PresentationStores the sheet's host held (four presentation stores, two \
      view stores) and the dismissed sheet's content (its IfLetStore's and counter's stores \
      and view stores), which the recording releases only with the screen, in `testDeinit`, \
      exactly these lines. We read it as SwiftUI keeping a dismissed sheet's host, with what \
      it held, until the presenting screen goes; at 1.10.0 the same dismissal releases what \
      the lab does. Not established.
      """
    )
    return [
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testPresentChild_NotObservingChildCount",
        step: 1, labOnly: [:], recordedOnly: presentChild.recordedOnly, cause: presentChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDismissChild_NotObservingChildCount",
        step: 1, labOnly: dismissChild.labOnly, cause: dismissChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testPresentChild_ObservingChildCount",
        step: 1, labOnly: [:], recordedOnly: presentChild.recordedOnly, cause: presentChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testIncrementChild_ObservingChildCount",
        step: 1, labOnly: [:],
        recordedOnly: [
          "BasicsView.body": 1, "ViewStoreOf<\(presented)>.init": 1,
          "ViewStoreOf<\(presented)>.deinit": 1, "WithViewStoreOf<\(presented)>.body": 1,
        ],
        cause: """
          The recording runs the counter once more than the lab: three runs of its \
          WithViewStore's content, each with a view-store copy of its own, to the lab's two. \
          It is the shape of the steps with one more WithViewStore \
          body (above), and as in them a second tracked view was invalidated in the step \
          besides the counter: the parent, which shows the child's count. We read it as \
          SwiftUI running the counter its view store invalidated as well as the one that \
          replaced it; at 1.10.0 the recording runs the counter once, as the lab does. The \
          sheet's host (rule 16) already gives the counter one run with its old view store and \
          one with the new; the recording has a third. Not established.
          """),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDismissChild_ObservingChildCount",
        step: 1, labOnly: dismissChild.labOnly, cause: dismissChild.cause),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDeinit", step: 1, labOnly: [:],
        recordedOnly: keptUntilTheScreenGoes,
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
