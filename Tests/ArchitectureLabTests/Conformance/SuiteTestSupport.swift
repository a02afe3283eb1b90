import Testing

@testable import ArchitectureLab

/// Replays one test of the suite and checks, step by step, the lab's counted lines (releases
/// left out) against `steps`, each `action` then its lines indented, and that every step
/// matches the recording or is a declared known difference, and that every screen check held.
func expectConformance(
  _ variant: SuiteTest.Variant, _ group: SuiteTest.Group, _ name: String, steps: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard
    let test = SuiteTest.all.first(where: {
      $0.variant == variant && $0.group == group && $0.name == name
    })
  else {
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
