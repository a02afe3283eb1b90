/// A small app the lab runs scripts against: its verbs, its reference and its contestants.
struct Scenario {
  let name: String
  let summary: String
  let verbs: [Verb]
  /// A fresh reference for one script run.
  let makeReference: @MainActor () -> ReferenceSession
  let contestants: [Contestant]
}

/// One implementation of a scenario's app, with the verdict it is expected to earn.
struct Contestant {
  let name: String
  let summary: String
  let expected: Verdict
  /// Creates the contestant's models and mounts its root view, not yet rendered.
  let mount: @MainActor () -> Renderer
}

/// How a contestant fared on a script.
enum Verdict: String, Equatable, CaseIterable {
  /// Every view matched the reference after every turn.
  case correct
  /// Some view was out of date after some turn.
  case stale
  /// Unbounded re-entrant notification or an update loop was detected and stopped.
  case loop
}

/// Every scenario the lab knows, in the order they are listed.
enum Scenarios {
  static let all: [Scenario] = [
    BasicsScenario.scenario, FavoritesScenario.scenario, OptionalScenario.scenario,
    EnumScenario.scenario, ListScenario.scenario, TodosScenario.scenario,
    SiblingsScenario.scenario,
  ]
}
