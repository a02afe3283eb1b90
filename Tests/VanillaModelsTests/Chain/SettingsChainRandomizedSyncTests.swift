import Instrumentation
import Observation
import Testing
import VanillaModels

/// Plays `steps` random writes from `seed` on a fresh vanilla chain of a random depth and on the
/// reference.
///
/// - Returns: `nil` when after every step both copies of the setting and the count matched the
///   reference, the app and the settings screen had each notified exactly when their own view
///   changed, and no level in between notified; otherwise the first step that did not.
private func firstDivergence(seed: UInt64, steps: Int) -> String? {
  var generator = SplitMix64(seed: seed)
  let depth = Int.random(in: 1...12, using: &generator)
  var reference = SettingsChainReference()
  let app = SettingsChain.AppViewModel(depth: depth)
  let settings = app.home.settings
  var notified: Set<String> = []
  var subscriptions = [
    app.objectWillChange.sink { _ in notified.insert("app") },
    settings.objectWillChange.sink { _ in notified.insert("settings") },
  ]
  var level: SettingsChain.LevelViewModel? = app.home
  while let current = level {
    subscriptions.append(current.objectWillChange.sink { _ in notified.insert("level") })
    if case .level(let next) = current.next { level = next } else { level = nil }
  }
  defer { subscriptions.forEach { $0.cancel() } }
  for step in 1...steps {
    let verb = SettingsChainReference.randomVerb(using: &generator)
    let before = reference
    notified = []
    reference.perform(verb)
    app.perform(verb)
    guard app.state == reference else {
      return
        "step \(step) (\(verb)), depth \(depth): expected \(reference), got \(String(describing: app.state))"
    }
    var expected: Set<String> = []
    if reference.notificationsOn != before.notificationsOn { expected = ["app", "settings"] }
    if reference.count != before.count { expected.insert("settings") }
    if notified != expected {
      return
        "step \(step) (\(verb)), depth \(depth): \(notified.sorted()) notified, expected \(expected.sorted())"
    }
  }
  return nil
}

/// The same steps on a fresh `@Observable` chain of a random depth, made by `makeApp`.
///
/// - Returns: `nil` when after every step both copies of the setting and the count matched the
///   reference and no replay looped; otherwise the first step that did not.
private func firstObservationDivergence(
  seed: UInt64, steps: Int, makeApp: (Int) -> any ObservableChainApp
) -> String? {
  var generator = SplitMix64(seed: seed)
  let depth = Int.random(in: 1...12, using: &generator)
  var reference = SettingsChainReference()
  let app = makeApp(depth)
  // NB: reset afterwards too, so a loop found here is not reported by a later test.
  defer { NotificationDepth.reset() }
  for step in 1...steps {
    let verb = SettingsChainReference.randomVerb(using: &generator)
    NotificationDepth.reset()
    reference.perform(verb)
    app.perform(verb)
    if NotificationDepth.loopDetected {
      return "step \(step) (\(verb)), depth \(depth): notification loop"
    }
    guard app.state == reference else {
      return
        "step \(step) (\(verb)), depth \(depth): expected \(reference), got \(String(describing: app.state))"
    }
  }
  return nil
}

@Suite("SettingsChain: randomized sync")
struct SettingsChainRandomizedSyncTests {
  @Test(
    "after each of 1,000 random writes both copies match the reference and only the app and the settings screen notified, each exactly when its view changed",
    arguments: [0x5EED, 42, 2_026] as [UInt64])
  func randomWrites(seed: UInt64) {
    #expect(firstDivergence(seed: seed, steps: 1_000) == nil)
  }

  @Test(
    "the @Observable flavour keeps both copies in sync over 1,000 random writes",
    arguments: [0x5EED, 42, 2_026] as [UInt64])
  func randomWritesObservation(seed: UInt64) {
    #expect(
      firstObservationDivergence(seed: seed, steps: 1_000, makeApp: SettingsChain.AppModel.init)
        == nil)
  }

  // NB: its loop leaves both copies equal, so only the loop tells it from the guarded model.
  @Test("the @Observable check catches the unguarded flavour's loop")
  func unguardedObservationLoops() {
    let divergence = firstObservationDivergence(
      seed: 0x5EED, steps: 1_000, makeApp: SettingsChain.UnguardedAppModel.init)
    #expect(divergence?.hasSuffix(": notification loop") == true, "\(divergence ?? "none")")
  }
}
