import StoreModels

/// What the suite the lab plays back was recorded from: the store library's repository, the
/// tag and commit of the transcribed tests (``SuiteTag``; docs/fidelity.md, "Method"), and the
/// rules of that release the lab's stores follow when they play it back.
enum SuiteSource {
  /// The store library's repository.
  static let library = "pointfreeco/swift-composable-architecture"
  /// The suite's folder in the library's repository; its `iOS 16`, `iOS 16+17` and `iOS 17`
  /// folders hold the three variants (``SuiteTest/Variant/folder``).
  static let suitePath = "Examples/Integration/IntegrationUITests"

  /// What the lab plays the recordings of `tag` against.
  static func note(_ tag: SuiteTag) -> String {
    "played on the suite's own screens, rebuilt in the lab, their stores at \(tag.rawValue)'s "
      + "rules (\(tag.rulesNote))"
  }

  /// A test file of a played folder that records logs, whose tests the lab does not play, and
  /// why.
  struct Unplayed: Encodable, Equatable {
    /// The file, under ``SuiteSource/suitePath``.
    let file: String
    /// Its tests, and their steps (one per `assertLogs`).
    let tests, steps: Int
    let why: String

    /// The played folder it is in (``SuiteTest/Variant/folder``).
    var folder: String { String(file.prefix { $0 != "/" }) }

    /// `iOS 17/ObservableSharedStateTests.swift, 4 tests, 11 steps: the lab has no shared state`.
    var line: String { "\(file), \(tests) tests, \(steps) steps: \(why)" }
  }

  /// What `results` were recorded from, counted over the tests replayed: the report's first
  /// line and, in JSON, its `source`.
  struct Recorded: Encodable {
    let library, tag, commit, suitePath: String
    /// The suites replayed, in folder order: `iOS 16`, `iOS 16+17`, `iOS 17`.
    let suites: [String]
    let tests, steps: Int
    /// The test files of the replayed folders that record logs and were not played (none at
    /// 1.7.0).
    let notPlayed: [Unplayed]
    let note: String

    /// `recorded: pointfreeco/swift-composable-architecture 1.7.0 (30ab89d), …, 67 tests, 93
    /// steps; played on the suite's own screens, …`, with what was not played after the steps.
    var line: String {
      let unplayed =
        notPlayed.isEmpty
        ? "" : " (not played: \(notPlayed.map(\.line).joined(separator: "; ")))"
      return "recorded: \(library) \(tag) (\(commit.prefix(7))), \(suitePath), "
        + "\(listed(suites, conjunction: "and")) suite\(suites.count == 1 ? "" : "s"), "
        + "\(tests) test\(tests == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s")"
        + "\(unplayed); \(note)"
    }
  }

  /// What `results` were recorded from.
  static func recorded(_ results: [SuiteRunner.Result]) -> Recorded {
    let tag = tag(of: results)
    let suites = Set(results.map(\.test.variant.folder)).sorted()
    return Recorded(
      library: library, tag: tag.rawValue, commit: tag.commit, suitePath: suitePath,
      suites: suites, tests: results.count, steps: results.reduce(0) { $0 + $1.steps.count },
      notPlayed: tag.notPlayed.filter { whole($0.folder, of: tag, in: results) }, note: note(tag))
  }

  /// Whether `results` played every test the lab has of `folder` at `tag`: a folder played
  /// whole says what of it was not played, one narrowed by `--group` does not.
  private static func whole(
    _ folder: String, of tag: SuiteTag, in results: [SuiteRunner.Result]
  ) -> Bool {
    let played = results.filter { $0.test.variant.folder == folder }.count
    return played > 0 && played == tag.tests.filter { $0.variant.folder == folder }.count
  }

  /// The tag `results` were played from: their tests' (one run plays one tag), 1.7.0 for none.
  static func tag(of results: [SuiteRunner.Result]) -> SuiteTag {
    results.first?.test.tag ?? .v1_7_0
  }
}
