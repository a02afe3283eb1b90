/// One piece of a fuzz run a worker process can take: a scenario's script, played by all its
/// contestants or by some of them (a shard).
///
/// Every unit of a scenario plays the same script (its seed follows from the scenario's place,
/// ``Fuzzer/scriptSeed(_:for:)``) and re-plays the reference; the units' reports merge into the
/// scenario's (``Fuzzer/Report/merging(scenario:_:)``).
struct FuzzUnit {
  let scenario: Scenario
  /// The contestants' names, in the scenario's order; `nil` for every contestant fuzzed.
  let only: [String]?

  /// The whole scenario.
  init(_ scenario: Scenario) {
    self.scenario = scenario
    self.only = nil
  }

  /// Some of `scenario`'s contestants.
  init(_ scenario: Scenario, only names: [String]) {
    self.scenario = scenario
    self.only = names
  }

  /// How progress lines name it: `stack`, or `stack (vanilla, store)` for a shard.
  var label: String {
    guard let only else { return scenario.name }
    return "\(scenario.name) (\(only.joined(separator: ", ")))"
  }

  /// The contestants it plays for a script drawn with `parameters`: those declared correct that
  /// run with those parameters, limited to ``only``.
  func contestants(for parameters: Parameters) -> [Contestant] {
    Self.fuzzed(scenario, parameters).filter { only?.contains($0.name) ?? true }
  }

  /// Why each contestant of the unit declared correct is not played with `parameters`: the
  /// refusals of their limits (``ContestantLimit``), in order.
  func refusals(for parameters: Parameters) -> [String] {
    Self.declaredCorrect(scenario).filter { only?.contains($0.name) ?? true }
      .compactMap { $0.refusal(parameters) }
  }

  /// Every contestant a fuzz run of `scenario` with `parameters` plays, in order.
  static func fuzzed(_ scenario: Scenario, _ parameters: Parameters) -> [Contestant] {
    declaredCorrect(scenario).filter { $0.refusal(parameters) == nil }
  }

  /// The contestants of `scenario` a fuzz run checks when their limits let them run.
  static func declaredCorrect(_ scenario: Scenario) -> [Contestant] {
    scenario.contestants.filter { $0.expected == .correct }
  }
}
