import StoreModels

/// What the suite the lab plays back was recorded from: the store library's repository, the tag
/// and commit of the transcribed tests (docs/fidelity.md, "Method"), and the rules of that
/// release the lab's stores follow when they play it back.
enum SuiteSource {
  /// The store library's repository.
  static let library = "pointfreeco/swift-composable-architecture"
  /// The tag whose expectations ``SuiteRecordings`` transcribes.
  static let tag = "1.7.0"
  /// The commit the tag names.
  static let commit = "30ab89daa4e392ecd2150f737c42dbb2336bbc04"
  /// The suite's folder in the library's repository; its `iOS 16`, `iOS 16+17` and `iOS 17`
  /// folders hold the three variants (``SuiteTest/Variant/folder``).
  static let suitePath = "Examples/Integration/IntegrationUITests"
  /// The rules the screens' stores follow: those of ``tag``.
  static let rules = StoreRules.release1_7
  /// What the lab plays the recordings against.
  static let note =
    "played on the suite's own screens, rebuilt in the lab, their stores at \(tag)'s rules "
    + "(StoreRules.release1_7, as store/1.7's and store/legacy's)"

  /// What `results` were recorded from, counted over the tests replayed: the report's first
  /// line and, in JSON, its `source`.
  struct Recorded: Encodable {
    let library, tag, commit, suitePath: String
    /// The suites replayed, in folder order: `iOS 16`, `iOS 16+17`, `iOS 17`.
    let suites: [String]
    let tests, steps: Int
    let note: String

    /// `recorded: pointfreeco/swift-composable-architecture 1.7.0 (30ab89d), …, 67 tests, 93
    /// steps; played on the suite's own screens, …`.
    var line: String {
      "recorded: \(library) \(tag) (\(commit.prefix(7))), \(suitePath), "
        + "\(listed(suites, conjunction: "and")) suite\(suites.count == 1 ? "" : "s"), "
        + "\(tests) test\(tests == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s"); \(note)"
    }
  }

  /// What `results` were recorded from.
  static func recorded(_ results: [SuiteRunner.Result]) -> Recorded {
    Recorded(
      library: library, tag: tag, commit: commit, suitePath: suitePath,
      suites: Set(results.map(\.test.variant.folder)).sorted(), tests: results.count,
      steps: results.reduce(0) { $0 + $1.steps.count }, note: note)
  }
}
