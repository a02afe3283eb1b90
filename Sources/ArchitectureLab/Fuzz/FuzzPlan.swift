/// How a fuzz run is cut into units for worker processes, and in which order they are taken.
///
/// NB: the estimate of a unit's cost is computed from the work alone (steps × the contestants it
/// plays, plus the reference it re-plays), never from a scenario's name; the queue takes the
/// costliest first, so the cheap units fill in at the end.
struct FuzzPlan {
  /// The units, in the order workers take them.
  let units: [FuzzUnit]

  /// A plan for `scenarios`, seeded `seed`, of `steps` steps each, for `jobs` workers.
  init(scenarios: [Scenario], seed: UInt64, steps: Int, jobs: Int) {
    var planned: [(unit: FuzzUnit, estimate: Int)] = []
    for scenario in scenarios {
      let parameters = ScriptGenerator.parameters(
        of: scenario, seed: Fuzzer.scriptSeed(seed, for: scenario))
      let names = FuzzUnit.fuzzed(scenario, parameters).map(\.name)
      let shards = Self.shards(of: names, jobs: jobs)
      for shard in shards {
        let unit = shards.count == 1 ? FuzzUnit(scenario) : FuzzUnit(scenario, only: shard)
        planned.append((unit, steps * (shard.count + Self.referenceShare)))
      }
    }
    // NB: a stable sort: units of equal cost keep the scenarios' order.
    units = planned.enumerated()
      .sorted { ($0.element.estimate, -$0.offset) > ($1.element.estimate, -$1.offset) }
      .map(\.element.unit)
  }

  /// What the reference costs a unit, counted in contestants: it is re-played by every unit.
  static let referenceShare = 1

  /// `names` cut into contiguous shards, in order.
  static func shards(of names: [String], jobs: Int) -> [[String]] {
    let count = max(1, min(names.count, jobs))
    return (0..<count).map { index in
      Array(names[names.count * index / count..<names.count * (index + 1) / count])
    }
  }
}
