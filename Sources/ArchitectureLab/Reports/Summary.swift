import Foundation

/// The numbers a report derives from the runs: ratios to the oracle floor per run, geometric
/// means across scripts per contestant, and the best contestant per script.
///
/// A ratio is the contestant's count divided by the floor (the minimal renders): 1.0 means it
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
    let floor = Double(max(1, run.totals.minimal))
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

  /// The geometric mean of a contestant's ratios over the scripts it ran.
  func geometricMean(of contestant: String) -> Ratios {
    let ratios = runs.filter { $0.contestant.name == contestant }.map(Self.ratios)
    func mean(_ values: [Double]) -> Double {
      exp(values.map { log(max($0, 1e-9)) }.reduce(0, +) / Double(max(1, values.count)))
    }
    return Ratios(
      bodies: mean(ratios.map(\.bodies)), notifications: mean(ratios.map(\.notifications)))
  }

  /// The correct contestant with the fewest body runs per needed render on `script`; ties go to
  /// fewer notifications, then to the first listed.
  func best(for script: String) -> String? {
    runs.filter { $0.script == script && $0.verdict == .correct }
      .min { lhs, rhs in
        let (l, r) = (Self.ratios(lhs), Self.ratios(rhs))
        return (l.bodies, l.notifications) < (r.bodies, r.notifications)
      }?.contestant.name
  }
}

extension Double {
  /// Two decimals, as reports print ratios.
  var formattedRatio: String { String(format: "%.2f", self) }
}
