/// A step of the suite the lab does not reproduce, with its cause: listed, explained in
/// docs/fidelity.md, and reported beside the step instead of failing the run.
struct KnownDifference {
  /// What kinds of line the difference reaches. Either way it names its lines exactly
  /// (``labOnly``, ``recordedOnly``), and every other line of the step must match.
  ///
  /// NB: naming the lines, not just the kind, keeps a line that moves for another reason a
  /// mismatch: the cause explains these lines and no others.
  enum Scope: Equatable {
    /// Any kind of line: bodies, view stores and stores as well as deinits.
    case step
    /// The deinits alone: every line named is a deinit (a store or view store released), the
    /// recording has none the lab lacks, and every counted kind must match.
    case deinits
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

  /// Every known difference at 1.7.0, the recordings the lab is calibrated on: a mechanism of
  /// SwiftUI the lab does not model, or, where the cause says so, a difference whose mechanism
  /// is not identified yet. (The lab's stores play the recordings at the recorded release's
  /// rules, ``SuiteTag/rules``, so no release rule is declared here: what the `store`
  /// contestant's later rules move is computed, by ``RulesComparison``.) Those of a later tag
  /// are its ``SuiteTag/knownDifferences``.
  ///
  /// NB: the iOS 16 and iOS 17 recordings have none: every one of their steps matches.
  static let all: [KnownDifference] = mixed

  /// What kinds of line the difference reaches, read from the lines it names: the deinits alone
  /// when every one is a deinit and the recording lacks none.
  var scope: Scope {
    let deinitsOnly =
      recordedOnly.isEmpty && labOnly.keys.allSatisfy { SuiteLine($0) == .release }
    return deinitsOnly ? .deinits : .step
  }

  /// The known difference declared for `step` of `test` at its tag, if any.
  static func of(_ test: SuiteTest, step: Int) -> KnownDifference? {
    test.tag.knownDifferences.first {
      $0.variant == test.variant && $0.group == test.group && $0.test == test.name
        && $0.step == step
    }
  }
}
