import Testing
import VanillaModels

/// Plays `steps` random taps from `seed` on a fresh parent and on the reference.
///
/// - Returns: `nil` when after every step both counts matched the reference, the two slots
///   held two distinct view models, and the parent had notified exactly on a swap (the only
///   change its view shows: which view model each slot gets); otherwise the first step that
///   did not.
private func firstDivergence(seed: UInt64, steps: Int) -> String? {
  var generator = SplitMix64(seed: seed)
  var reference = SiblingsReference()
  let parent = Siblings.ParentViewModel()
  var parentNotified = false
  let subscription = parent.objectWillChange.sink { _ in parentNotified = true }
  defer { subscription.cancel() }
  for step in 1...steps {
    let verb = reference.randomVerb(using: &generator)
    parentNotified = false
    reference.perform(verb)
    parent.perform(verb)
    if parent.counts != reference.counts {
      return "step \(step) (\(verb)): expected \(reference.counts), got \(parent.counts)"
    }
    if parent.counter1 === parent.counter2 {
      return "step \(step) (\(verb)): both slots hold the same view model"
    }
    if parentNotified != (verb == .swap) {
      return "step \(step) (\(verb)): the parent notified: \(parentNotified)"
    }
  }
  return nil
}

@Suite("Siblings: randomized sync")
struct SiblingsRandomizedSyncTests {
  @Test(
    "after each of 1,000 random taps both counts match the reference and the parent notified only on a swap",
    arguments: [0x5EED, 42, 2_026] as [UInt64])
  func randomTaps(seed: UInt64) {
    #expect(firstDivergence(seed: seed, steps: 1_000) == nil)
  }
}
