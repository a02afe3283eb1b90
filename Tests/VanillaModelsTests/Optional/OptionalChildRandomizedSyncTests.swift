import Testing
import VanillaModels

/// Plays `steps` random taps from `seed` on a fresh parent and on the reference.
///
/// - Returns: `nil` when after every step the view models matched the reference and the parent
///   had notified exactly when its own view changed; otherwise the first step that did not.
private func firstDivergence(seed: UInt64, steps: Int) -> String? {
  firstSyncDivergence(
    seed: seed, steps: steps, reference: OptionalChildReference(),
    parent: OptionalChild.ParentViewModel(),
    parentName: "parent", randomVerb: { $0.randomVerb(using: &$1) },
    perform: { verb, reference, model in
      reference.perform(verb)
      model.perform(verb)
    },
    states: { ($0, $1.state) }, screen: \.parentScreen)
}

@Suite("OptionalChild: randomized sync")
struct OptionalChildRandomizedSyncTests {
  @Test(
    "after each of 1,000 random taps the view models match the reference and the parent notified exactly when its view changed",
    arguments: [0x5EED, 42, 2_026] as [UInt64])
  func randomTaps(seed: UInt64) {
    #expect(firstDivergence(seed: seed, steps: 1_000) == nil)
  }
}
