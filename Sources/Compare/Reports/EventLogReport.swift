/// The per-step event log of one contestant on one script, in the inline-snapshot style:
/// `step N: <the script line>`, then that step's events sorted, indented two spaces.
enum EventLogReport {
  static func render(_ result: ContestantResult) -> String {
    var sections = ["# \(result.script) × \(result.contestant.name): \(result.verdict.rawValue)"]
    sections += result.steps.map(\.log)
    if !result.teardown.isEmpty {
      sections.append((["teardown:"] + result.teardown.map { "  \($0)" }).joined(separator: "\n"))
    }
    return sections.joined(separator: "\n")
  }
}
