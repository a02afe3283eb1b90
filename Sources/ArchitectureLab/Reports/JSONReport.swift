import Foundation

/// The machine-readable report: everything the table shows plus per-step detail, under the
/// versioned schema documented in `docs/report-schema.md`.
///
/// Written as the steps run: each step's object is spooled when it is recorded, and a run's
/// fields before and after `steps` (keys are sorted) are added when the run ends. Every piece is
/// encoded by `JSONEncoder`, so the text is what encoding the whole document at once would give.
final class JSONReport: ReportWriter {
  /// NB: version 2 names the floor `floor` (it was `minimal`), as the table does, and replaces
  /// `bestPerScript` with `leadersPerScript` (every leader of a tie) and the per-scenario
  /// verdict; `geometricMeans` keeps only the contestants correct on every script they ran.
  /// Version 3 ranks (`places`, `leadersPerScript`) only contestants that declare themselves
  /// correct, and lists one that declares a fault the scripts did not show in `declaredBroken`.
  static let schemaVersion = 3

  /// A run's fields that sort before `steps`.
  struct RunHead: Encodable {
    let contestant: String
    let expected: String
    let leaked: [String]
    let loopStep: Nullable<Int>
    let metExpectation: Bool
    let ratios: RatioBlock
    let scenario: String
    let script: String
    let staleViews: [String]
  }

  /// A run's fields that sort after `steps`.
  struct RunTail: Encodable {
    let stopReason: Nullable<String>
    let stopStep: Nullable<Int>
    let totals: Totals
    let verdict: String
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
    let steps, bodies, floor, wasted, staleViews, notifications, syncWork: Int
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
    let floor: Int
    let wasted: Int
    let stale: [String]
    let note: Nullable<String>
    let bodyRuns: [String: Int]
    let wastedRuns: [String: Int]
    let events: [String]
  }

  struct SummaryBlock: Encodable {
    let geometricMeans: [String: MeanBlock]
    /// For a contestant broken only where declared (``Summary/correctWhereDeclared``), its means
    /// over the scripts it was correct on.
    let meansWhereCorrect: [String: MeanBlock]
    let leadersPerScript: [String: [String]]
    let scenarios: [ScenarioBlock]
  }

  struct MeanBlock: Encodable {
    let bodies: Double
    let notifications: Double
    let scripts: Int
  }

  /// One scenario's verdict (``ScenarioVerdict``).
  struct ScenarioBlock: Encodable {
    struct Place: Encodable {
      let rank: Int
      let bodies: Int
      let contestants: [String]
    }

    struct Broken: Encodable {
      let contestant: String
      let verdict: String
      let why: String
    }

    struct DeclaredBroken: Encodable {
      let contestant: String
      let declared: String
    }

    let scenario: String
    let scripts: Int
    let steps: Int
    let floor: Int
    let places: [Place]
    let broken: [Broken]
    let declaredBroken: [DeclaredBroken]
    let sentence: String
  }

  /// The runs of the scripts run so far, each an element of `runs`.
  private let body: Spool
  private var runCount = 0
  /// Per contestant of the running script, its step objects, separated by commas.
  private var steps: [Spool] = []
  private var stepCounts: [Int] = []

  init() throws(OutputError) {
    body = try Spool()
  }

  var showsSteps: Bool { true }

  func begin(_ script: Script, contestants: [Contestant]) throws(OutputError) {
    steps = []
    for _ in contestants { steps.append(try Spool()) }
    stepCounts = contestants.map { _ in 0 }
  }

  func record(_ step: StepResult, of index: Int) {
    let object = Step(
      index: step.index, text: step.text, bodies: step.bodies, floor: step.floor,
      wasted: step.wasted, stale: step.stale, note: Nullable(step.note), bodyRuns: step.bodyRuns,
      wastedRuns: step.wastedRuns, events: step.events.map(\.description))
    steps[index].append((stepCounts[index] == 0 ? "" : ",\n") + Self.encoded(object, indent: 8))
    stepCounts[index] += 1
  }

  func end(_ results: [ContestantResult]) throws(OutputError) {
    for (result, spool) in zip(results, steps) {
      body.append(runCount == 0 ? "" : ",\n")
      runCount += 1
      body.append("    {\n" + Self.members(Self.head(result), indent: 4) + ",\n")
      body.append("      \"steps\" : [\n")
      try spool.copy(to: body)
      body.append("\n      ],\n" + Self.members(Self.tail(result), indent: 4) + "\n    }")
    }
    steps = []
  }

  func finish(_ results: [ContestantResult], into output: some TextOutput) throws(OutputError) {
    // NB: `kind` tells this document from the bench's (`"kind": "bench"`); a field added
    // within version 3.
    try output.write("{\n  \"kind\" : \"run\",\n  \"runs\" : [\n")
    try body.copy(to: output)
    try output.write("\n  ],\n  \"schemaVersion\" : \(Self.schemaVersion),\n")
    try output.write("  \"summary\" : " + Self.encoded(Self.summary(results), indent: 2, first: 0))
    try output.write("\n}\n")
  }

  private static func head(_ result: ContestantResult) -> RunHead {
    let ratios = Summary.ratios(result)
    return RunHead(
      contestant: result.contestant.name, expected: result.contestant.expected.rawValue,
      leaked: result.leaked, loopStep: Nullable(result.loopStep),
      metExpectation: result.metExpectation,
      ratios: RatioBlock(bodies: ratios.bodies, notifications: ratios.notifications),
      scenario: result.scenario, script: result.script, staleViews: result.staleViews)
  }

  private static func tail(_ result: ContestantResult) -> RunTail {
    let totals = result.totals
    return RunTail(
      stopReason: Nullable(result.stopReason), stopStep: Nullable(result.stop?.step),
      totals: Totals(
        steps: totals.steps, bodies: totals.bodies, floor: totals.floor, wasted: totals.wasted,
        staleViews: totals.staleViews, notifications: totals.notifications,
        syncWork: totals.syncWork,
        storesCreated: totals.storesCreated, storesReleased: totals.storesReleased,
        viewStoresCreated: totals.viewStoresCreated, viewStoresReleased: totals.viewStoresReleased,
        scopes: totals.scopes),
      verdict: result.verdict.rawValue)
  }

  /// Each of `names`' geometric means and scripts, over every script it ran or only those it
  /// was correct on.
  private static func means(_ summary: Summary, _ names: [String], correctOnly: Bool)
    -> [String: MeanBlock]
  {
    Dictionary(
      uniqueKeysWithValues: names.map { name in
        let mean = summary.geometricMean(of: name, correctOnly: correctOnly)
        return (
          name,
          MeanBlock(
            bodies: mean.bodies, notifications: mean.notifications,
            scripts: summary.scriptCount(of: name, correctOnly: correctOnly))
        )
      })
  }

  private static func summary(_ results: [ContestantResult]) -> SummaryBlock {
    let summary = Summary(runs: results)
    return SummaryBlock(
      geometricMeans: means(summary, summary.correctContestants, correctOnly: false),
      meansWhereCorrect: means(summary, summary.correctWhereDeclared, correctOnly: true),
      leadersPerScript: Dictionary(
        uniqueKeysWithValues: summary.scripts.map { ($0, summary.leaders(for: $0)) }),
      scenarios: ScenarioVerdict.all(results).map { verdict in
        ScenarioBlock(
          scenario: verdict.scenario, scripts: verdict.scripts, steps: verdict.steps,
          floor: verdict.floor,
          places: verdict.places.map {
            .init(rank: $0.rank, bodies: $0.bodies, contestants: $0.contestants.map(\.name))
          },
          broken: verdict.broken.map {
            .init(contestant: $0.contestant, verdict: $0.verdict.rawValue, why: $0.why)
          },
          declaredBroken: verdict.declaredBroken.map {
            .init(contestant: $0.contestant, declared: $0.declared.rawValue)
          },
          sentence: verdict.sentence)
      })
  }

  /// `value` pretty-printed with sorted keys, every line indented by `indent` spaces but the
  /// first, indented by `first`.
  private static func encoded(_ value: some Encodable, indent: Int, first: Int? = nil) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // NB: encoding these plain structs cannot fail.
    let text = String(decoding: try! encoder.encode(value), as: UTF8.self)
    let pad = String(repeating: " ", count: indent)
    // NB: the encoder leaves the line inside an empty array or object empty; so does this.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      offset, line in
      line.isEmpty
        ? "" : (offset == 0 ? String(repeating: " ", count: first ?? indent) : pad) + line
    }
    return lines.joined(separator: "\n")
  }

  /// The members of `value`'s object, without its braces, indented to sit `indent` spaces in.
  private static func members(_ value: some Encodable, indent: Int) -> String {
    let lines = encoded(value, indent: indent).split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.dropFirst().dropLast().joined(separator: "\n")
  }
}
