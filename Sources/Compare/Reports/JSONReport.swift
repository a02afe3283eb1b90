import Foundation

/// The machine-readable report: everything the table shows plus per-step detail, under the
/// versioned schema documented in `docs/report-schema.md`.
enum JSONReport {
  static let schemaVersion = 1

  struct Document: Encodable {
    let schemaVersion: Int
    let runs: [Run]
    let summary: SummaryBlock
  }

  struct Run: Encodable {
    let script: String
    let scenario: String
    let contestant: String
    let expected: String
    let verdict: String
    let metExpectation: Bool
    let loopStep: Nullable<Int>
    let stopReason: Nullable<String>
    let staleViews: [String]
    let leaked: [String]
    let totals: Totals
    let ratios: RatioBlock
    let steps: [Step]
  }

  /// An optional written as `null` when absent: the schema promises the key is always there.
  struct Nullable<Value: Encodable>: Encodable {
    let value: Value?

    init(_ value: Value?) {
      self.value = value
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let value { try container.encode(value) } else { try container.encodeNil() }
    }
  }

  struct Totals: Encodable {
    let steps, bodies, minimal, wasted, staleViews, notifications, syncWork: Int
    let storesCreated, storesReleased, viewStoresCreated, viewStoresReleased, scopes: Int
  }

  struct RatioBlock: Encodable {
    let bodies: Double
    let notifications: Double
  }

  struct Step: Encodable {
    let index: Int
    let text: String
    let bodies: Int
    let minimal: Int
    let wasted: Int
    let stale: [String]
    let note: Nullable<String>
    let bodyRuns: [String: Int]
    let wastedRuns: [String: Int]
    let events: [String]
  }

  struct SummaryBlock: Encodable {
    let geometricMeans: [String: RatioBlock]
    let bestPerScript: [String: String]
  }

  static func render(_ results: [ContestantResult]) -> String {
    let summary = Summary(runs: results)
    let document = Document(
      schemaVersion: schemaVersion,
      runs: results.map(run),
      summary: SummaryBlock(
        geometricMeans: Dictionary(
          uniqueKeysWithValues: summary.contestants.map { name in
            let mean = summary.geometricMean(of: name)
            return (name, RatioBlock(bodies: mean.bodies, notifications: mean.notifications))
          }),
        bestPerScript: Dictionary(
          uniqueKeysWithValues: summary.scripts.compactMap { script in
            summary.best(for: script).map { (script, $0) }
          })))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // NB: encoding these plain structs cannot fail.
    return String(decoding: try! encoder.encode(document), as: UTF8.self)
  }

  private static func run(of result: ContestantResult) -> Run {
    let totals = result.totals
    let ratios = Summary.ratios(result)
    return Run(
      script: result.script, scenario: result.scenario, contestant: result.contestant.name,
      expected: result.contestant.expected.rawValue, verdict: result.verdict.rawValue,
      metExpectation: result.metExpectation, loopStep: Nullable(result.loopStep),
      stopReason: Nullable(result.stopReason),
      staleViews: result.staleViews,
      leaked: result.leaked,
      totals: Totals(
        steps: totals.steps, bodies: totals.bodies, minimal: totals.minimal, wasted: totals.wasted,
        staleViews: totals.staleViews, notifications: totals.notifications,
        syncWork: totals.syncWork,
        storesCreated: totals.storesCreated, storesReleased: totals.storesReleased,
        viewStoresCreated: totals.viewStoresCreated, viewStoresReleased: totals.viewStoresReleased,
        scopes: totals.scopes),
      ratios: RatioBlock(bodies: ratios.bodies, notifications: ratios.notifications),
      steps: result.steps.map { step in
        Step(
          index: step.index, text: step.text, bodies: step.bodies, minimal: step.minimal,
          wasted: step.wasted,
          stale: step.stale, note: Nullable(step.note), bodyRuns: step.bodyRuns,
          wastedRuns: step.wastedRuns, events: step.events.map(\.description))
      })
  }
}
