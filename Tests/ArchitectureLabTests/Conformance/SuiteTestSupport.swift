import Testing

@testable import ArchitectureLab

/// Replays one test of the suite and checks, step by step, the lab's counted lines (releases
/// left out) against `steps`, each `action` then its lines indented, and that every step
/// matches the recording or is a declared known difference, and that every screen check held.
func expectConformance(
  _ variant: SuiteTest.Variant, _ group: SuiteTest.Group, _ name: String, steps: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let test = SuiteTag.v1_7_0.test(variant, group, name) else {
    Issue.record("no transcribed test \(variant) \(group) \(name)", sourceLocation: sourceLocation)
    return
  }
  let result = SuiteRunner.run(test)
  let logs = result.steps.map { step in
    ([step.action] + step.lab.filter { SuiteLine($0) != .release }.map { "  \($0)" })
      .joined(separator: "\n")
  }
  #expect(logs == steps, sourceLocation: sourceLocation)
  #expect(result.problems == [], sourceLocation: sourceLocation)
  for step in result.steps {
    #expect(
      ConformanceReport.verdict(step, of: test).passes, "step \(step.index)",
      sourceLocation: sourceLocation)
  }
}

/// Checks that each of `differences` names a step of a test at `tag`, and that the step is
/// declared there: it neither matches nor differs in lines the difference does not name.
func expectDeclared(
  _ differences: [KnownDifference], at tag: SuiteTag,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for known in differences {
    let test = tag.test(declaring: known)
    #expect(test != nil, "\(known.test)", sourceLocation: sourceLocation)
    guard let test else { continue }
    let step = SuiteRunner.run(test).steps.first { $0.index == known.step }
    #expect(
      step.map { ConformanceReport.verdict($0, of: test) } == .known, "\(known.test)",
      sourceLocation: sourceLocation)
  }
}

extension SuiteTag {
  /// The transcribed test `name` of `group` in `variant`'s folder at this tag, if any.
  func test(_ variant: SuiteTest.Variant, _ group: SuiteTest.Group, _ name: String) -> SuiteTest? {
    tests.first { $0.variant == variant && $0.group == group && $0.name == name }
  }

  /// The test at this tag whose step `known` is declared for, if any.
  func test(declaring known: KnownDifference) -> SuiteTest? {
    test(known.variant, known.group, known.test)
  }
}
