/// How a fuzz run is cut into units for worker processes, and in which order they are taken.
///
/// A unit's cost is estimated from the work alone, never from a scenario's name: the players (its
/// contestants, and the reference every unit re-plays) × a player's cost. `compare fuzz` times a
/// short pilot of each scenario for that (``Fuzzer/pilotCosts(of:seed:steps:timeLimit:)``);
/// tests may plan with steps × the views on the reference's first screen instead. The queue
/// takes the costliest first, so cheap units fill in at the end.
///
/// NB: a scenario is one unit unless its estimate is over a worker's fair share of the whole
/// run; then its contestants are cut into as many shards as that takes. Each shard re-plays the
/// reference and re-draws the steps, which cost 9 % (`todos`) to 24 % (`stack`) of a whole
/// scenario's run when measured at d97ba12 (before the reference side was made cheaper), so
/// cutting every scenario would cost more than it balances.
struct FuzzPlan {
  /// The units, in the order workers take them.
  let units: [FuzzUnit]

  /// A plan for `scenarios`, seeded `seed`, of `steps` steps each, for `jobs` workers, each
  /// player's cost estimated as steps × the views on the reference's first screen: for tests
  /// (`compare fuzz` times a pilot instead, as that estimate predicted cost badly).
  init(scenarios: [Scenario], seed: UInt64, steps: Int, jobs: Int) {
    self.init(scenarios: scenarios, seed: seed, jobs: jobs) { scenario, parameters in
      max(1, steps) * max(1, scenario.makeReference(parameters).screen().flattened().count)
    }
  }

  /// A plan for `scenarios`, seeded `seed`, for `jobs` workers, with `costPerPlayer` the
  /// estimated cost of one player (a contestant, or the reference) of a scenario drawn with
  /// those parameters, in any unit.
  init(
    scenarios: [Scenario], seed: UInt64, jobs: Int,
    costPerPlayer: (Scenario, Parameters) -> Int
  ) {
    let sized = scenarios.map { scenario in
      let parameters = Fuzzer.drawnParameters(of: scenario, seed: seed)
      let names = FuzzUnit.fuzzed(scenario, parameters).map(\.name)
      return (
        scenario: scenario, names: names, costPerPlayer: max(1, costPerPlayer(scenario, parameters))
      )
    }
    let total = sized.reduce(0) { $0 + $1.costPerPlayer * ($1.names.count + 1) }
    // NB: rounded up, so a scenario that is the whole run is cut into at most `jobs` shards.
    let fairShare = max(1, (total + max(1, jobs) - 1) / max(1, jobs))
    var planned: [(unit: FuzzUnit, estimate: Int)] = []
    for (scenario, names, costPerPlayer) in sized {
      let estimate = costPerPlayer * (names.count + 1)
      let shards = Self.shards(of: names, count: (estimate + fairShare - 1) / fairShare)
      for shard in shards {
        let unit = shards.count == 1 ? FuzzUnit(scenario) : FuzzUnit(scenario, only: shard)
        planned.append((unit, costPerPlayer * (shard.count + 1)))
      }
    }
    // NB: a stable sort: units of equal cost keep the scenarios' order.
    units = planned.enumerated()
      .sorted { ($0.element.estimate, -$0.offset) > ($1.element.estimate, -$1.offset) }
      .map(\.element.unit)
  }

  /// `names` cut into `count` contiguous shards of nearly equal size (at most one per name, at
  /// least one), in order.
  static func shards(of names: [String], count: Int) -> [[String]] {
    let count = max(1, min(names.count, count))
    return (0..<count).map { index in
      Array(names[names.count * index / count..<names.count * (index + 1) / count])
    }
  }
}
