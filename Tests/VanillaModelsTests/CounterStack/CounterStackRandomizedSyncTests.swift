import Testing
import VanillaModels

/// Plays `steps` random taps from `seed` on a fresh stack and on the reference.
///
/// - Returns: `nil` when after every step the screens matched the reference in order and the
///   stack had notified exactly when its own view changed; otherwise the first step that did not.
private func firstDivergence(seed: UInt64, steps: Int) -> String? {
  var generator = SplitMix64(seed: seed)
  var reference = CounterStackReference()
  let stack = CounterStack.StackViewModel()
  var stackNotified = false
  let subscription = stack.objectWillChange.sink { _ in stackNotified = true }
  defer { subscription.cancel() }
  for step in 1...steps {
    let verb = reference.randomVerb(using: &generator)
    let rootScreenBefore = reference.rootScreen
    stackNotified = false
    reference.perform(verb)
    stack.perform(verb)
    if stack.state != reference.screens {
      return "step \(step) (\(verb)): expected \(reference.screens), got \(stack.state)"
    }
    let rootChanged = reference.rootScreen != rootScreenBefore
    if stackNotified != rootChanged {
      let problem =
        rootChanged
        ? "the root's view changed unannounced" : "the stack notified, its view unchanged"
      return "step \(step) (\(verb)): \(problem)"
    }
  }
  return nil
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
