extension Fuzzer.Report {
  /// One scenario's report from its units' reports (in the order of its contestants) and what
  /// happened to the workers that gave none.
  ///
  /// The units play the same script, so they agree on everything but their contestants: the
  /// verdicts are joined in order, the contestant steps summed. The contestants not run are
  /// the caller's to say (``Fuzzer/merged(_:scenarios:seed:)``). NB: a failure line names its
  /// contestant, so only the reference's own failure (a rejected step, the same in every unit)
  /// can come twice, and is kept once.
  static func merging(scenario: String, _ parts: [Result<Self, WorkerFailure>]) -> Self {
    let reports = parts.compactMap { try? $0.get() }
    let workerFailures = parts.compactMap { part -> String? in
      guard case .failure(let failure) = part else { return nil }
      return failure.message
    }
    guard let first = reports.first else {
      return Self(
        scenario: scenario, parameters: "", steps: 0, verbs: [:], verdicts: [], failures: [],
        contestantSteps: 0, played: false, workerFailures: workerFailures)
    }
    var failures: [String] = []
    for failure in reports.flatMap(\.failures) where !failures.contains(failure) {
      failures.append(failure)
    }
    var disagreements: [String] = []
    for report in reports.dropFirst()
    where report.parameters != first.parameters || report.steps != first.steps
      || report.verbs != first.verbs
    {
      disagreements.append(
        "workers played different scripts of \(scenario): \(first.parameters) "
          + "\(first.steps.grouped) steps and \(report.parameters) "
          + "\(report.steps.grouped) steps")
    }
    return Self(
      scenario: scenario, parameters: first.parameters, steps: first.steps, verbs: first.verbs,
      verdicts: reports.flatMap(\.verdicts), failures: failures,
      contestantSteps: reports.reduce(0) { $0 + $1.contestantSteps },
      workerFailures: workerFailures + disagreements)
  }
}
