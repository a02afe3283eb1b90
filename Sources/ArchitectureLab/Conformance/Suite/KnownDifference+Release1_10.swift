// The known differences of tag 1.10.0's recordings (docs/fidelity.md, "The later recordings").

extension KnownDifference {
  /// The steps of 1.10.0's recordings the lab does not reproduce: three of `NewPresentsOldTests`'
  /// sheet steps, where the recording runs the sheet content's `IfLetStore` once more than the
  /// lab, and on *Increment* keeps the `PresentationStore` the parent's re-run replaced.
  ///
  /// NB: the other seven steps declared at 1.7.0 match here: the three with one more
  /// `WithViewStore` body are recorded without it, and three sheet steps and the flaky dismissal
  /// as 1.9.3's cached presentation store (#2908) plays them: fewer stores made, and kept when
  /// the sheet goes.
  static let mixed1_10: [KnownDifference] = {
    let presented = "BasicsView.Feature"
    // NB: the sheet content's IfLetStore run once more: a WithViewStore made and run, with its
    // view store and the copy its body gets, and the two stores it scopes, each made and let go
    // in the step.
    let secondContentRun = [
      "StoreOf<\(presented)?>.init": 2, "StoreOf<\(presented)?>.deinit": 2,
      "ViewStoreOf<\(presented)?>.init": 2, "ViewStoreOf<\(presented)?>.deinit": 2,
      "WithViewStoreOf<\(presented)?>.body": 1,
    ]
    let dismissChild = """
      As at 1.7.0, the dismissal is two sends and both run the parent, as recorded. Beyond that \
      the recording runs the sheet content's IfLetStore once more (a WithViewStore made and \
      run: its two stores, its view store and the copy its body gets), which the lab does not: \
      we read it as SwiftUI \
      running the sheet's content, in its own host, once more as it goes. Not established; the \
      lab runs each invalidated view once per update.
      """
    return [
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDismissChild_NotObservingChildCount",
        step: 1, labOnly: [:], recordedOnly: secondContentRun, cause: dismissChild),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testIncrementChild_ObservingChildCount",
        step: 1,
        labOnly: [
          "PresentationStoreOf<\(presented)>.deinit": 1,
          "ViewPresentationStoreOf<\(presented)>.deinit": 1,
        ],
        recordedOnly: secondContentRun,
        cause: """
          The recording runs the sheet content's IfLetStore once more than the lab (a \
          WithViewStore made and run: its two stores, its view store and the copy its body \
          gets), and keeps the \
          PresentationStore the parent's re-run replaced (no release of its view store nor of \
          the store that view store made). We read it as SwiftUI running the sheet's content \
          in its own host, with the presenting value it was shown with, as well as with the new \
          one. Not established; the lab runs the replaced subtree once, with its new inputs.
          """),
      KnownDifference(
        variant: .mixed, group: .newPresentsOld, test: "testDismissChild_ObservingChildCount",
        step: 1, labOnly: [:], recordedOnly: secondContentRun, cause: dismissChild),
    ]
  }()
}
