import Testing
import VanillaModels

/// Plays `steps` random taps from `seed` on a fresh list and on the reference.
///
/// - Returns: `nil` when after every step the rows matched the reference in order and the list
///   had notified exactly when its own view changed; otherwise the first step that did not.
private func firstDivergence(seed: UInt64, steps: Int) -> String? {
  var generator = SplitMix64(seed: seed)
  var reference = CounterListReference()
  let list = CounterList.ListViewModel()
  var listNotified = false
  let subscription = list.objectWillChange.sink { _ in listNotified = true }
  defer { subscription.cancel() }
  for step in 1...steps {
    let verb = reference.randomVerb(using: &generator)
    let listScreenBefore = reference.listScreen
    listNotified = false
    reference.perform(verb)
    list.perform(verb)
    if list.state != reference.rows {
      return "step \(step) (\(verb)): expected \(reference.rows), got \(list.state)"
    }
    let listChanged = reference.listScreen != listScreenBefore
    if listNotified != listChanged {
      let problem =
        listChanged
        ? "the list's view changed unannounced" : "the list notified, its view unchanged"
      return "step \(step) (\(verb)): \(problem)"
    }
  }
  return nil
}

@Suite("CounterList: randomized sync")
struct CounterListRandomizedSyncTests {
  @Test(
    "after each of 1,000 random taps the rows match the reference in order and the list notified exactly when its view changed",
    arguments: [0x5EED, 42, 2_026] as [UInt64])
  func randomTaps(seed: UInt64) {
    #expect(firstDivergence(seed: seed, steps: 1_000) == nil)
  }
}
