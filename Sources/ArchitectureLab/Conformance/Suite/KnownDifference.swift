/// A step of the suite the lab does not reproduce, with its cause: listed, explained in
/// docs/fidelity.md, and reported beside the step instead of failing the run.
struct KnownDifference {
  /// What kinds of line the difference reaches. Either way it names its lines exactly
  /// (``labOnly``, ``recordedOnly``), and every other line of the step must match.
  ///
  /// NB: naming the lines, not just the kind, keeps a line that moves for another reason a
  /// mismatch: the cause explains these lines and no others.
  enum Scope: Equatable {
    /// Any kind of line: bodies, view stores and stores as well as releases.
    case step
    /// The releases alone: every line named is a release, the recording has none the lab lacks,
    /// and every counted kind must match.
    case releases
  }

  let variant: SuiteTest.Variant
  let group: SuiteTest.Group
  let test: String
  /// The 1-based `assertLogs` of the test.
  let step: Int
  /// The lines the lab makes beyond the recording in the step, each with its count.
  let labOnly: [String: Int]
  /// The recorded lines the lab lacks in the step, each with its count.
  var recordedOnly: [String: Int] = [:]
  let cause: String

  /// Every known difference: a mechanism of SwiftUI the lab does not model, or, where the cause
  /// says so, a difference whose mechanism is not identified yet. (The lab's stores
  /// play the recordings at the recorded release's rules, ``SuiteSource/rules``, so no release
  /// rule is declared here: what the `store` contestant's later rules move is computed, by
  /// ``RulesComparison``.)
  static let all: [KnownDifference] =
    [
      KnownDifference(
        variant: .legacy, group: .enumeration, test: "testToggle1On_Increment_Toggle1OffOn",
        step: 1,
        labOnly: [
          "StoreOf<BasicsView.Feature>.init": 3, "StoreOf<BasicsView.Feature?>.init": 4,
          "StoreOf<EnumView.Feature.Destination>.init": 2,
          "ViewStoreOf<BasicsView.Feature>.init": 1, "ViewStoreOf<BasicsView.Feature?>.init": 2,
          "ViewStoreOf<EnumView.Feature.Destination>.init": 2,
          "ViewStoreOf<BasicsView.Feature?>.deinit": 1,
          "ViewStoreOf<EnumView.Feature.Destination>.deinit": 1,
          "WithViewStoreOf<BasicsView.Feature?>.body": 1,
          "WithViewStoreOf<EnumView.Feature.Destination>.body": 1,
        ],
        recordedOnly: [:],
        cause: """
          We believe SwiftUI kept the views of the form section it removed when feature 1 was \
          toggled off, and reused them when the same case came back (no source says when SwiftUI \
          lets such views go): the recording creates no store and runs only the counter's body. \
          The lab removes a view for good and inserts the case anew (its SwitchStore, CaseLet, \
          IfLetStore and counter, with their stores and view stores).
          """)
    ] + keptFormRows + secondViewStoreBodies + presentingScreens

  /// iOS 16 steps that remove the enum's form section: SwiftUI released none of its views in
  /// the step (it reuses them when the same case returns, above), so the recording releases only
  /// what the bodies that ran let go.
  private static let keptFormRows = [
    ("testToggle1On_Toggle1Off", 1, departingFeature1), ("testDismiss", 1, departingFeature1),
    (
      "testToggle1On_Toggle2On", 1,
      [
        "StoreOf<BasicsView.Feature>.deinit": 3, "StoreOf<BasicsView.Feature?>.deinit": 6,
        "ViewStoreOf<BasicsView.Feature>.deinit": 1, "ViewStoreOf<BasicsView.Feature?>.deinit": 1,
      ]
    ),
  ].map { test, step, labOnly in
    KnownDifference(
      variant: .legacy, group: .enumeration, test: test, step: step,
      labOnly: labOnly,
      cause: """
        We believe SwiftUI kept the views of the form section it removed past the step (it \
        reuses them when the same case comes back; no source says when SwiftUI lets such views \
        go), so the recording releases only the view-store copies of the bodies that ran and \
        what they replaced. The lab removes a view for good in the turn it goes, with its view \
        stores and stores, none of which a 1.7 cache holds (docs/fidelity.md, "Comparison").
        """)
  }

  /// `iOS 16+17` steps where the recording runs a `WithViewStore`'s body twice and the lab once:
  /// the view that made it ran again (it read the child's state on the way), which made a new
  /// `WithViewStore`, and the recording adds one more run of the content with a view-store copy.
  private static let secondViewStoreBodies = [
    (
      SuiteTest.Group.newContainsOld, "testIncrementChild_ObservingChildCount", 1,
      "BasicsView.body", "BasicsView.Feature", "Of"
    ),
    (
      .oldContainsNew, "testIncrementDecrement", 2, "OldContainsNewTestCase.body",
      "OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action", "<"
    ),
    (
      .oldContainsNew, "testIncrementChild_ObservingChildCount", 1,
      "OldContainsNewTestCase.body",
      "OldContainsNewTestCase.ViewState, OldContainsNewTestCase.Feature.Action", "<"
    ),
  ].map { group, test, step, content, types, spelling in
    // NB: `StoreOf<F>` when the store's types are a feature's, `Store<S, A>` otherwise.
    let store = spelling == "Of" ? "StoreOf<\(types)>" : "Store<\(types)>"
    return KnownDifference(
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

  /// What the lab lets go of the first feature's section when it leaves the iOS 16 enum screen:
  /// its `SwitchStore`, `CaseLet`, `IfLetStore` and counter, with their view stores and stores.
  private static let departingFeature1 = [
    "StoreOf<BasicsView.Feature>.deinit": 3, "StoreOf<BasicsView.Feature?>.deinit": 4,
    "StoreOf<EnumView.Feature.Destination>.deinit": 2, "ViewStoreOf<BasicsView.Feature>.deinit": 1,
    "ViewStoreOf<BasicsView.Feature?>.deinit": 1,
    "ViewStoreOf<EnumView.Feature.Destination>.deinit": 1,
  ]

  /// What kinds of line the difference reaches, read from the lines it names: the releases
  /// alone when every one is a release and the recording lacks none.
  var scope: Scope {
    let releasesOnly =
      recordedOnly.isEmpty && labOnly.keys.allSatisfy { SuiteLine($0) == .release }
    return releasesOnly ? .releases : .step
  }

  /// The known difference declared for `step` of `test`, if any.
  static func of(_ test: SuiteTest, step: Int) -> KnownDifference? {
    all.first {
      $0.variant == test.variant && $0.group == test.group && $0.test == test.name
        && $0.step == step
    }
  }
}
