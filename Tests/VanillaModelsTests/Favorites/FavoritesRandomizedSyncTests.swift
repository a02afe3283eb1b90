import Instrumentation
import Testing

/// Drives `model` through `steps` random verbs from `seed`, checking both tabs against the
/// reference after every step.
///
/// - Returns: `nil` when every step agreed; otherwise the first step that did not, with what
///   the reference shows and what the model shows, or the loop it ran into.
private func firstDivergence(
  of model: any FavoritesModel, seed: UInt64, steps: Int
) -> String? {
  var generator = SplitMix64(seed: seed)
  var reference = FavoritesReference()
  // NB: reset afterwards too, so a loop found here is not reported by a later test.
  defer { NotificationDepth.reset() }
  for step in 1...steps {
    let verb = reference.randomVerb(using: &generator)
    NotificationDepth.reset()
    reference.perform(verb)
    model.perform(verb)
    if NotificationDepth.loopDetected {
      return "step \(step) (\(verb)): notification loop"
    }
    if model.screen != reference.screen {
      return "step \(step) (\(verb)): expected \(reference.screen), got \(model.screen)"
    }
  }
  return nil
}

@Suite("Favorites: randomized sync")
struct FavoritesRandomizedSyncTests {
  @Test(
    "a correct flavour agrees with the reference after each of 1,000 random steps",
    arguments: FavoritesFlavour.correct, [0x5EED, 42, 2_026] as [UInt64])
  func correctFlavours(flavour: FavoritesFlavour, seed: UInt64) {
    #expect(firstDivergence(of: flavour.makeModel(), seed: seed, steps: 1_000) == nil)
  }

  // NB: published-children is absent: its tabs are right and only the parent's observers miss
  // the change, which the lab's render check catches, not this one.
  @Test(
    "the randomized check catches a flavour whose tabs go stale or loop",
    arguments: [FavoritesFlavour.forwarding, .oneWay, .unguarded])
  func brokenFlavours(flavour: FavoritesFlavour) {
    #expect(firstDivergence(of: flavour.makeModel(), seed: 0x5EED, steps: 1_000) != nil)
  }
}
