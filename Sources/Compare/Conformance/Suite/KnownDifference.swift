/// A step of the suite the lab does not reproduce, with its cause: listed, explained in
/// docs/fidelity.md, and reported beside the step instead of failing the run.
struct KnownDifference {
  let variant: SuiteTest.Variant
  let group: SuiteTest.Group
  let test: String
  /// The 1-based `assertLogs` of the test.
  let step: Int
  let cause: String

  /// Every known difference; at most three, each one a mechanism the lab does not model.
  static let all: [KnownDifference] = []

  /// The known difference declared for `step` of `test`, if any.
  static func of(_ test: SuiteTest, step: Int) -> KnownDifference? {
    all.first {
      $0.variant == test.variant && $0.group == test.group && $0.test == test.name
        && $0.step == step
    }
  }
}
