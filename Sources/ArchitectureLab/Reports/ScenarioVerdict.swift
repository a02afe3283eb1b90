/// The verdict a chooser can use, for one scenario: the correct contestants ranked by body runs
/// (a tie shares its rank), the broken ones apart with why, and one sentence of what the numbers
/// mean.
///
/// Counts are summed over the scenario's scripts in the run. A contestant is ranked only if it
/// was correct on every one of them: a stale or stopped run skipped renders it owed, so its
/// counts look better than the work a correct screen costs. Nor is one that declares a fault
/// these scripts did not show: it is listed apart (``Summary/rankedContestants``).
struct ScenarioVerdict {
  /// Contestants with the same body runs: one rank.
  struct Place {
    /// 1 for the fewest body runs; a tie of k takes k ranks, so the next place is rank + k.
    let rank: Int
    let bodies: Int
    /// Per contestant, in run order: its name and its notifications.
    let contestants: [(name: String, notifications: Int)]
  }

  /// A contestant that was not correct, and why.
  struct Broken {
    let contestant: String
    let verdict: Verdict
    /// The stale views, or where and why it was stopped.
    let why: String

    /// `NAME stale: AppView, …` or `NAME loop, stopped at …`, the name as `name` renders it
    /// and the words after it (a script's name among them) as `words` does.
    func summary(
      name: (String) -> String = { $0 }, words: (String) -> String = { $0 }
    ) -> String {
      "\(name(contestant)) " + words(verdict == .stale ? why : "\(verdict.rawValue), \(why)")
    }
  }

  let scenario: String
  let scripts: Int
  let steps: Int
  /// The oracle's floor: views that had to run their body, summed over the scripts.
  let floor: Int
  let places: [Place]
  let broken: [Broken]
  /// Contestants correct on these scripts that declare a fault they did not show: not ranked.
  let declaredBroken: [(contestant: String, declared: Verdict)]

  /// One verdict per scenario, in the order the scenarios first ran.
  static func all(_ results: [ContestantResult]) -> [ScenarioVerdict] {
    var scenarios: [String] = []
    for result in results where !scenarios.contains(result.scenario) {
      scenarios.append(result.scenario)
    }
    return scenarios.map { scenario in
      ScenarioVerdict(scenario: scenario, runs: results.filter { $0.scenario == scenario })
    }
  }

  private init(scenario: String, runs: [ContestantResult]) {
    self.scenario = scenario
    let summary = Summary(runs: runs)
    scripts = summary.scripts.count
    let correct = summary.correctContestants
    let totals = correct.map { name in
      runs.filter { $0.contestant.name == name }.reduce(into: Counters()) { sum, run in
        sum.bodies += run.totals.bodies
        sum.floor += run.totals.floor
        sum.steps += run.totals.steps
        sum.notifications += run.totals.notifications
      }
    }
    // NB: every correct run played every step, so their floors agree; with none correct, the
    // longest run's floor is the best known.
    let longest = runs.max { $0.totals.steps < $1.totals.steps }?.totals
    floor = totals.first?.floor ?? longest?.floor ?? 0
    steps = totals.first?.steps ?? longest?.steps ?? 0
    let rankedNames = Set(summary.rankedContestants)
    let ranked = zip(correct, totals).filter { rankedNames.contains($0.0) }
    var places: [Place] = []
    for bodies in Set(ranked.map(\.1.bodies)).sorted() {
      let tied = ranked.filter { $0.1.bodies == bodies }
      places.append(
        Place(
          rank: (places.last.map { $0.rank + $0.contestants.count } ?? 1), bodies: bodies,
          contestants: tied.map { ($0.0, $0.1.notifications) }))
    }
    self.places = places
    var broken: [Broken] = []
    for run in summary.brokenRuns
    where !broken.contains(where: { $0.contestant == run.contestant.name }) {
      let why = TableReport.explanation(run)
      broken.append(
        Broken(
          contestant: run.contestant.name, verdict: run.verdict,
          why: scripts > 1 ? "on \(run.script), \(why)" : why))
    }
    self.broken = broken
    declaredBroken = summary.declaredBrokenButCorrect
  }

  /// `vanilla/one-way (declared stale)`: a contestant listed apart, the name as `name` renders it.
  static func declaredText(
    _ entry: (contestant: String, declared: Verdict), name: (String) -> String = { $0 }
  ) -> String {
    "\(name(entry.contestant)) (declared \(entry.declared.rawValue))"
  }

  /// The floor and the steps it is over, counted in words: "floor 2 body runs over 1 step".
  var floorOverSteps: String {
    let runs = floor == 1 ? "run" : "runs"
    return "floor \(floor) body \(runs) over \(steps) \(steps == 1 ? "step" : "steps")"
  }

  /// One sentence of what the numbers mean: who leads and by how much over the floor, what
  /// tells a tie apart, who runs the most, how many are broken.
  var sentence: String {
    guard let first = places.first else {
      if !declaredBroken.isEmpty {
        let brokenClause = broken.isEmpty ? [] : [brokenCount]
        return
          (["No contestant that declares itself correct is correct here"] + brokenClause
          + [unrankedClause]).joined(separator: "; ") + "."
      }
      switch broken.count {
      case 0: return "No contestant ran."
      case 1: return "The one contestant run is broken, so nothing is ranked."
      default: return "No contestant is correct; all \(broken.count) are broken."
      }
    }
    let above = first.bodies - floor
    let leaders = first.contestants
    var parts = [
      (leaders.count == 1
        ? "\(leaders[0].name) has the fewest body runs"
        : "\(leaders.count) contestants tie for the fewest body runs")
        + ", \(first.bodies) where \(floor) had to run"
        + (above == 0 ? " (none wasted)" : " (\(above) wasted)")
    ]
    let quiet = leaders.min { $0.notifications < $1.notifications }!
    let loud = leaders.max { $0.notifications < $1.notifications }!
    if quiet.notifications != loud.notifications {
      parts[0] +=
        ", with \(quiet.notifications) notifications (\(quiet.name)) to \(loud.notifications)"
        + " (\(loud.name))"
    }
    if let last = places.last, places.count > 1 {
      let names = last.contestants.map(\.name)
      parts.append(
        "\(listed(names, conjunction: "and")) \(names.count == 1 ? "runs" : "run") the most, "
          + "\(last.bodies) (\(last.bodies - first.bodies) more than the fewest)")
    }
    parts.append(broken.isEmpty ? "none is broken" : brokenCount)
    if !declaredBroken.isEmpty { parts.append(unrankedClause) }
    return parts.joined(separator: "; ") + "."
  }

  /// `2 are broken and not ranked`.
  private var brokenCount: String {
    "\(broken.count) \(broken.count == 1 ? "is" : "are") broken and not ranked"
  }

  /// `vanilla/one-way (declared stale) is not ranked`.
  private var unrankedClause: String {
    let names = declaredBroken.map { Self.declaredText($0) }
    return listed(names, conjunction: "and") + (names.count == 1 ? " is" : " are") + " not ranked"
  }
}
