import Testing
import VanillaModels

/// Plays `steps` random taps from `seed` on a fresh parent and on the reference.
///
/// - Returns: `nil` when after every step the view models matched the reference and the parent
///   had notified exactly when its own view changed; otherwise the first step that did not.
private func firstDivergence(seed: UInt64, steps: Int) -> String? {
  var generator = SplitMix64(seed: seed)
  var reference = OptionalChildReference()
  let parent = OptionalChild.ParentViewModel()
  var parentNotified = false
  let subscription = parent.objectWillChange.sink { _ in parentNotified = true }
  defer { subscription.cancel() }
  for step in 1...steps {
    let verb = reference.randomVerb(using: &generator)
    let parentScreenBefore = reference.parentScreen
    parentNotified = false
    reference.perform(verb)
    parent.perform(verb)
    if parent.state != reference {
      return "step \(step) (\(verb)): expected \(reference), got \(parent.state)"
    }
    let parentChanged = reference.parentScreen != parentScreenBefore
    if parentNotified != parentChanged {
      let problem =
        parentChanged
        ? "the parent's view changed unannounced" : "the parent notified, its view unchanged"
      return "step \(step) (\(verb)): \(problem)"
    }
  }
  return nil
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
