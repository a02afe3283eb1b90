import Foundation

/// The numbers a report derives from the runs: ratios to the oracle floor per run, geometric
/// means across scripts per contestant, and the leaders of each script.
///
/// A ratio is the contestant's count divided by the floor (the renders needed): 1.0 means it
/// rendered exactly what had to change. Notifications are divided by the same floor: sends per
/// needed render.
struct Summary {
  /// Body runs and notifications of one run, each divided by the run's floor.
  struct Ratios: Equatable {
    let bodies: Double
    let notifications: Double
  }

  let runs: [ContestantResult]

  static func ratios(_ run: ContestantResult) -> Ratios {
    let floor = Double(max(1, run.totals.floor))
    return Ratios(
      bodies: Double(run.totals.bodies) / floor,
      notifications: Double(run.totals.notifications) / floor)
  }

  /// Contestant names in the order they first appear.
  var contestants: [String] {
    var seen: Set<String> = []
    return runs.map(\.contestant.name).filter { seen.insert($0).inserted }
  }

  /// Script names in the order they first appear.
  var scripts: [String] {
    var seen: Set<String> = []
    return runs.map(\.script).filter { seen.insert($0).inserted }
  }

  /// Contestants correct on every script they ran, in the order they first appear: the ones
  /// whose means are comparable, since a stale or stopped run skipped renders it owed.
  var correctContestants: [String] {
    contestants.filter { name in
      runs.allSatisfy { $0.contestant.name != name || $0.verdict == .correct }
    }
  }

  /// The contestants a ranking compares: correct on every script they ran, and declaring that
  /// they are correct, in the order they first appear.
  ///
  /// NB: a contestant declared stale or loop may be correct on a script that never shows its
  /// fault (`vanilla/one-way` on the example at the top of docs/scripts.md), and there it may run
  /// fewer bodies than any sound design. Ranked, it came first, and a chooser read the design
  /// known to be broken as the best one. Its counts stay in the table and the
  /// means; it is listed apart from the ranking (``declaredBrokenButCorrect``).
  var rankedContestants: [String] {
    correctContestants.filter { declared(of: $0) == .correct }
  }

  /// The contestants correct on every script they ran here that declare a fault these scripts
  /// did not show, with what they declare, in the order they first appear.
  var declaredBrokenButCorrect: [(contestant: String, declared: Verdict)] {
    correctContestants.compactMap { name in
      let declared = declared(of: name)
      return declared == .correct ? nil : (name, declared)
    }
  }

  /// The verdict `contestant` declares: the worst it declares on any scenario run here.
  ///
  /// NB: one name declares per scenario (`store/1.7` declares `stale` on `enum` alone), so the
  /// first run's declaration would make the means' mark depend on the order of the scripts.
  private func declared(of contestant: String) -> Verdict {
    runs.lazy.filter { $0.contestant.name == contestant }.map(\.contestant.expected)
      .min { $0.rank < $1.rank } ?? .correct
  }

  /// The runs that were not correct, in run order.
  var brokenRuns: [ContestantResult] {
    runs.filter { $0.verdict != .correct }
  }

  /// How many scripts a contestant ran, or was correct on.
  func scriptCount(of contestant: String, correctOnly: Bool = false) -> Int {
    runs.count { $0.contestant.name == contestant && (!correctOnly || $0.verdict == .correct) }
  }

  /// The contestants broken on some scripts, each as its scenario declares, and correct on the
  /// others, in the order they first appear: a faithful model of a release with a bug
  /// (`store/1.7` on `enum`), whose means over the scripts it got right can still be quoted.
  var correctWhereDeclared: [String] {
    contestants.filter { name in
      let own = runs.filter { $0.contestant.name == name }
      return own.contains { $0.verdict == .correct } && own.contains { $0.verdict != .correct }
        && own.allSatisfy { $0.verdict == .correct || $0.verdict == $0.contestant.expected }
    }
  }

  /// The geometric mean of a contestant's ratios over the scripts it ran, or only over those it
  /// was correct on. A ratio of 0 (no notification on a script) makes its mean 0, as a geometric
  /// mean is: the means print it as `0.00`.
  ///
  /// NB: not a small number standing in for the 0: 1e-9 did, and one quiet script in ten read
  /// `observation`'s 0.72 as 0.09, a mean of nothing.
  func geometricMean(of contestant: String, correctOnly: Bool = false) -> Ratios {
    let ratios = runs.filter {
      $0.contestant.name == contestant && (!correctOnly || $0.verdict == .correct)
    }.map(Self.ratios)
    func mean(_ values: [Double]) -> Double {
      guard !values.contains(0) else { return 0 }
      return exp(values.map(log).reduce(0, +) / Double(max(1, values.count)))
    }
    return Ratios(
      bodies: mean(ratios.map(\.bodies)), notifications: mean(ratios.map(\.notifications)))
  }

  /// The contestants correct on `script` whose run there declares them correct, with the fewest
  /// body runs there, every one of a tie, in the order they ran; empty when none was. A
  /// contestant broken on another script may lead here, where the ranking
  /// (``rankedContestants``) leaves it out.
  func leaders(for script: String) -> [String] {
    let correct = runs.filter {
      $0.script == script && $0.verdict == .correct && $0.contestant.expected == .correct
    }
    guard let fewest = correct.map(\.totals.bodies).min() else { return [] }
    return correct.filter { $0.totals.bodies == fewest }.map(\.contestant.name)
  }
}

extension Double {
  /// Two decimals, as reports print ratios.
  var formattedRatio: String { String(format: "%.2f", self) }
}
