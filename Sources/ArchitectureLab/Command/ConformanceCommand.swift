/// `compare conformance`: replays the store library's integration suite against the lab and
/// prints, per test and step, the recorded and the lab's lines side by side.
///
/// `--format text|json|markdown`, `--output FILE`, `--group NAME` and `--variant
/// observation|legacy` to replay part of the suite. Exit status 0 when every step matches or is a
/// known difference, 1 otherwise.
enum ConformanceCommand {
  /// Replays the suite; returns the exit status, the report, and the file it goes to (`nil`
  /// for standard output), checked before the replay.
  static func run(_ arguments: [String]) throws -> (Int32, String, OutputTarget?) {
    var rest = arguments
    let group = try CompareCommand.takeOption("--group", from: &rest).map { name in
      try choice(name, of: SuiteTest.Group.self, for: "--group")
    }
    let variant = try CompareCommand.takeOption("--variant", from: &rest).map { name in
      try choice(name, of: SuiteTest.Variant.self, for: "--variant")
    }
    let output = try OutputOptions(
      taking: &rest, formats: [.text, .json, .markdown], command: "conformance")
    if let extra = rest.first {
      throw UsageError(message: "'conformance' takes no argument '\(extra)'")
    }
    guard output.chart == nil else {
      throw UsageError(message: "'conformance' draws no chart (--chart)")
    }
    let target = try output.targets(chartSuffixes: [], inputs: []).report
    let tests = SuiteTest.all.filter {
      (group == nil || $0.group == group) && (variant == nil || $0.variant == variant)
    }
    let results = tests.map(SuiteRunner.run)
    let report: String
    switch output.format {
    case .text: report = ConformanceReport.text(results)
    case .json: report = ConformanceReport.json(results)
    case .markdown:
      report = ConformanceReport.markdown(results)
    case .csv, .html:
      // NB: refused when the options were read; kept as an error rather than a trap.
      throw UsageError(message: "'conformance' writes text, json or markdown")
    }
    return (ConformanceReport.passes(results) ? 0 : 1, report + "\n", target)
  }

  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, of _: Choice.Type, for option: String
  ) throws -> Choice where Choice.RawValue == String {
    if let value = Choice(rawValue: name) { return value }
    let names = Choice.allCases.map(\.rawValue)
    let hint = didYouMean(name, in: names) ?? ""
    throw UsageError(
      message: "\(option): unknown '\(name)'\(hint) (choices: \(names.joined(separator: ", ")))")
  }
}
