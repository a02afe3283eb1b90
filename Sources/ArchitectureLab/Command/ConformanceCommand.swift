/// `compare conformance`: plays the store library's integration suite back against the lab and
/// prints, per test and step, the recorded and the lab's lines side by side.
///
/// `--tag 1.4.0|1.7.0|1.10.0` for the tag whose recordings to play, `--format text|json|markdown`,
/// `--output FILE`, `--group NAME` and `--variant observation|legacy|mixed` to play back part of
/// the suite. Exit status 0 when every step matches or is a known difference, 1 otherwise.
enum ConformanceCommand: Subcommand {
  static let name = "conformance"

  static let help = """
    usage: compare conformance [--tag \(tagNames)] [--group NAME]
                               [--variant \(variantNames)]
                               [--format text|json|markdown] [--output FILE]

    Replays the store library's recorded integration suite against the lab, step by step
    (docs/fidelity.md), and prints what was recorded (library, tag, commit, suite, tests and
    steps), then each step's counts as recorded and as the lab reproduces them, with its
    verdict; json's fields are in docs/report-schema.md.

      --tag TAG         the library's tag whose recordings to replay: 1.7.0 (the default),
                        the tag the suite was transcribed at; 1.10.0, which carries the
                        library's later recordings of 16 of its tests; or 1.4.0, whose
                        stores were pushed their state, played on the iOS 16 screens as
                        1.4.0 wrote them (those the lab mirrors so far)
      --group NAME      replay one screen's tests only (every group by default):
                        \(groups)
      --variant NAME    replay one folder only (every one by default):
                        \(variants)
      --format F        text (the default), json or markdown
      --output FILE     write the report to FILE, not standard output

    Exit status: 0 when every step matches or is a known difference, 1 when one does not, 2
    usage or output error.
    """

  /// The `--group` names, in the suite's order, wrapped under the option's text.
  private static var groups: String {
    HelpText.wrapped(SuiteTest.Group.allCases.map(\.rawValue), conjunction: "or", indent: 20)
  }

  /// `1.4.0|1.7.0|1.10.0`.
  private static var tagNames: String {
    SuiteTag.allCases.map(\.rawValue).joined(separator: "|")
  }

  /// `observation|legacy|mixed`.
  private static var variantNames: String {
    SuiteTest.Variant.allCases.map(\.rawValue).joined(separator: "|")
  }

  /// `observation (iOS 17), legacy (iOS 16) or mixed (iOS 16+17)`.
  private static var variants: String {
    listed(SuiteTest.Variant.allCases.map { "\($0.rawValue) (\($0.folder))" })
  }

  static func run(_ arguments: inout Arguments, _ context: CommandContext) throws
    -> CommandResult
  {
    let tag = try arguments.option("--tag").map { name in
      try tagChoice(name)
    }
    let group = try arguments.option("--group").map { name in
      try choice(name, of: SuiteTest.Group.self, for: "--group")
    }
    let variant = try arguments.option("--variant").map { name in
      try choice(name, of: SuiteTest.Variant.self, for: "--variant")
    }
    let output = try OutputOptions(
      taking: &arguments, formats: [.text, .json, .markdown], command: name)
    try arguments.expectNone(after: name)
    guard output.chart == nil else {
      throw UsageError(message: "'conformance' draws no chart (--chart)")
    }
    // NB: the file is checked before the playback, so a bad --output costs nothing.
    let target = try output.targets(chartSuffixes: [], inputs: []).report
    let tests = (tag ?? .v1_7_0).tests.filter {
      (group == nil || $0.group == group) && (variant == nil || $0.variant == variant)
    }
    if tests.isEmpty, let group, let variant {
      let screens = listed(variant.groups.map(\.rawValue))
      throw UsageError(
        message: "conformance: the suite's \(variant.folder) folder has no \(group.rawValue) "
          + "screen (--group, --variant); its screens: \(screens)")
    }
    let results = tests.map { SuiteRunner.run($0) }
    let comparison = RulesComparison(results)
    let report: String
    switch output.format {
    case .text: report = ConformanceReport.text(results, comparison: comparison)
    case .json: report = ConformanceReport.json(results, comparison: comparison)
    case .markdown: report = ConformanceReport.markdown(results, comparison: comparison)
    case .csv, .html:
      // NB: refused when the options were read; kept as an error rather than a trap.
      throw UsageError(message: "'conformance' writes text, json or markdown")
    }
    if let target {
      try target.write { output throws(OutputError) in try output.write(report + "\n") }
    } else {
      try context.standardOutput.write(report + "\n")
    }
    return CommandResult(status: ConformanceReport.passes(results) ? 0 : 1)
  }

  /// The tag `name` names. A full version the lab has no recordings of (`1.9.3`) is said to be
  /// one, with no guess: the nearest tag by spelling is another release, not a typo's fix.
  private static func tagChoice(_ name: String) throws -> SuiteTag {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let isVersion =
      parts.count == 3
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard isVersion, SuiteTag(rawValue: name) == nil else {
      return try choice(name, of: SuiteTag.self, for: "--tag")
    }
    let names = SuiteTag.allCases.map(\.rawValue).joined(separator: ", ")
    throw UsageError(
      message: "--tag: the lab plays no recordings of \(name) (choices: \(names); "
        + "docs/fidelity.md, \"The later recordings\", says which the library made)")
  }

  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, of _: Choice.Type, for option: String
  ) throws -> Choice where Choice.RawValue == String {
    if let value = Choice(rawValue: name) { return value }
    let names = Choice.allCases.map(\.rawValue)
    let hint = didYouMean(name, in: names) ?? ""
    throw UsageError(
      message: "\(option): unknown \(echo(name))\(hint) (choices: \(names.joined(separator: ", ")))"
    )
  }
}
