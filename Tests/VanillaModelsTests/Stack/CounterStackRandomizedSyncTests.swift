import Testing
import VanillaModels

/// Plays `steps` random taps from `seed` on a fresh stack and on the reference.
///
/// - Returns: `nil` when after every step the screens matched the reference in order and the
///   stack had notified exactly when its own view changed; otherwise the first step that did not.
private func firstDivergence(seed: UInt64, steps: Int) -> String? {
  firstSyncDivergence(
    seed: seed, steps: steps, reference: CounterStackReference(),
    parent: CounterStack.StackViewModel(),
    parentName: "stack", randomVerb: { $0.randomVerb(using: &$1) },
    perform: { verb, reference, model in
      reference.perform(verb)
      model.perform(verb)
    },
    states: { ($0.screens, $1.state) }, screen: \.rootScreen)
}

@Suite("CounterStack: randomized sync")
struct CounterStackRandomizedSyncTests {
  @Test(
    "after each of 1,000 random taps the screens match the reference in order and the stack notified exactly when its view changed",
    arguments: [0x5EED, 42, 2_026] as [UInt64])
  func randomTaps(seed: UInt64) {
    #expect(firstDivergence(seed: seed, steps: 1_000) == nil)
  }
}
