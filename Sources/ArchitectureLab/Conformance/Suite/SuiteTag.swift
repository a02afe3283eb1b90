import StoreModels

/// A tag of the store library whose integration suite the lab plays back: that tag's recorded
/// lines, played on the same screens with their stores at that release's rules
/// (docs/fidelity.md, "Method" and "The later recordings").
///
/// NB: the suite's tests are the same at both tags, tap for tap; only the lines some steps
/// record differ, because the library re-recorded them after 1.7.0 (#2910, then #2858).
enum SuiteTag: String, CaseIterable, Sendable {
  /// The earliest tag whose suite records the lines the lab counts, before 1.5.6 changed how
  /// stores are scoped: the recordings of the `iOS 16` screens as `store/uncached`'s stores made
  /// them, played on mirrors of 1.4.0's screens (docs/fidelity.md, "Before 1.5").
  case v1_4_0 = "1.4.0"
  /// The tag the suite was transcribed at: the recordings the lab is calibrated on.
  case v1_7_0 = "1.7.0"
  /// The tag that carries the later recordings of the `iOS 16+17` screens and the `iOS 16`
  /// sheet, taken on the code that became 1.10.0. (Its `iOS 17` folder also has tests of a
  /// `@Shared` screen, which the lab does not play: ``notPlayed``.)
  case v1_10_0 = "1.10.0"

  /// The commit the tag names.
  var commit: String {
    switch self {
    case .v1_4_0: "57e804f1cc2e17e306620f77deaf36b9f38b0df5"
    case .v1_7_0: "30ab89daa4e392ecd2150f737c42dbb2336bbc04"
    case .v1_10_0: "8624a8e2c35f78e5e61d5f12c69110e9020e80c8"
    }
  }

  /// The rules the screens' stores follow: the release's.
  var rules: StoreRules {
    switch self {
    case .v1_4_0: .release1_4
    case .v1_7_0: .release1_7
    case .v1_10_0: .release1_10
    }
  }

  /// What the report calls ``rules``, and which contestants follow them.
  ///
  /// NB: 1.10.0's as far as the recorded screens reach: 1.9.3 also gave a plain enum payload an
  /// identity of its own on every read (#2910), which no recorded screen has, so the set keeps
  /// 1.7.0's rule there (docs/fidelity.md, "The later recordings").
  var rulesNote: String {
    switch self {
    case .v1_4_0:
      "StoreRules.release1_4, as store/uncached's: 1.7.0's, with every scoped store pushed "
        + "its state after each send"
    case .v1_7_0: "StoreRules.release1_7, as store/1.7's and store/legacy's"
    case .v1_10_0:
      "StoreRules.release1_10: 1.7.0's, with 1.9.3's cached sheet presentation store; not "
        + "1.9.3's identity of a plain enum payload, #2910, which no recorded screen has"
    }
  }

  /// The tag's test files in the played folders that record logs (`assertLogs`) and that the lab
  /// does not play, with why. (`iOS 17/ObservableBindingLocalTests.swift`, whose ten tests assert
  /// no logs, only runtime warnings, is not one.)
  var notPlayed: [SuiteSource.Unplayed] {
    switch self {
    case .v1_4_0, .v1_7_0: []
    case .v1_10_0:
      [
        SuiteSource.Unplayed(
          file: "iOS 17/ObservableSharedStateTests.swift", tests: 4,
          steps: 11,
          why: "the lab has no shared state")
      ]
    }
  }

  /// The suite's tests at the tag, in the suite's order.
  var tests: [SuiteTest] {
    switch self {
    case .v1_4_0: SuiteTest.all1_4
    case .v1_7_0: SuiteTest.all
    case .v1_10_0: SuiteTest.all1_10
    }
  }

  /// The steps the lab does not reproduce at the tag, each with its cause.
  ///
  /// NB: none at 1.10.0 (docs/fidelity.md, "The later recordings"). Of the ten declared at
  /// 1.7.0, the three with one more `WithViewStore` body are recorded there without it; three
  /// sheet steps and the flaky dismissal as 1.9.3's cached presentation store (#2908) plays
  /// them; and `NewPresentsOldTests`' *Increment* and both *Dismiss* as a sheet's own host plays
  /// them (rule 16), with the library's `IfLetStore`.
  var knownDifferences: [KnownDifference] {
    switch self {
    case .v1_4_0: KnownDifference.release1_4
    case .v1_7_0: KnownDifference.all
    case .v1_10_0: []
    }
  }
}
