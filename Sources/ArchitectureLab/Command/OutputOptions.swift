import Foundation

/// How a run's report is written: `--format`, `--output FILE`, `--chart FILE.svg`.
struct OutputOptions {
  /// The report formats `--format` accepts.
  enum Format: String, CaseIterable {
    case text, markdown, json, csv, html

    /// A writer of this format, for one command's runs.
    func writer() throws(OutputError) -> any ReportWriter {
      switch self {
      case .text: SummaryWriter(TableReport.render)
      case .markdown: SummaryWriter(MarkdownReport.render)
      case .json: try JSONReport()
      case .csv: try CSVReport()
      case .html: try HTMLReport()
      }
    }
  }

  /// Where the report and the charts go, checked before anything runs.
  struct Targets {
    /// The report's file; `nil` for standard output.
    var report: OutputTarget?
    /// The chart's file, then the files beside it for further charts; only the files beside it
    /// when the chart's own file is not written.
    var charts: [OutputTarget] = []
  }

  var format = Format.text
  var file: String?
  var chart: String?

  /// The defaults: text on standard output, no chart.
  init() {}

  /// Takes the output options out of `arguments`, leaving the rest; `formats` are the ones the
  /// command writes.
  init(taking arguments: inout Arguments, formats: [Format] = Format.allCases, command: String)
    throws
  {
    if let name = try arguments.option("--format") {
      if let format = Format(rawValue: name), !formats.contains(format) {
        throw UsageError(
          message:
            "'\(command)' writes \(listed(formats.map(\.rawValue))), not \(name)")
      }
      guard let format = Format(rawValue: name) else {
        let names = formats.map(\.rawValue)
        let hint = didYouMean(name, in: names) ?? ""
        throw UsageError(
          message: "unknown format \(echo(name))\(hint) (formats: \(names.joined(separator: ", ")))"
        )
      }
      self.format = format
    }
    file = try arguments.option("--output")
    chart = try arguments.option("--chart")
    if format == .html, file == nil {
      throw UsageError(
        message: "--format html writes a page: give it a file with --output FILE.html")
    }
  }

  /// Checks every file the command will write, before it runs: each can be written, and no file
  /// to be replaced is one of the `inputs` or named twice. `chartSuffixes` name the files beside
  /// the chart for further charts (`-store` puts the second chart of `out.svg` in
  /// `out-store.svg`); without `chartItself`, the charts go only to those files, not to the one
  /// named (`compare bench`'s, each named by what it shows).
  func targets(chartSuffixes: [String], chartItself: Bool = true, inputs: [String])
    throws(OutputError) -> Targets
  {
    var targets = Targets()
    var named: [(FileIdentity, String)] = inputs.compactMap { path in
      FileIdentity(existing: path).map { ($0, "the input script \(echo(path: path))") }
    }
    func claim(_ target: OutputTarget, as role: String) throws(OutputError) {
      // NB: a file written through (a FIFO, /dev/null) is never replaced, so sharing it loses
      // nothing; a file that is replaced must be nobody else's.
      guard !target.writesThrough else { return }
      if let (_, other) = named.first(where: { $0.0 == target.identity }) {
        throw OutputError(
          message: "\(role) \(echo(path: target.path)) is \(other) too; give each its own file")
      }
      named.append((target.identity, "\(role) \(echo(path: target.path))"))
    }
    if let file {
      let target = try OutputTarget(checking: file)
      try claim(target, as: "--output")
      targets.report = target
    }
    if let chart {
      let beside = chartSuffixes.map { Self.companion(of: chart, suffix: $0) }
      let paths = chartItself ? [(chart, "--chart")] : []
      for (path, role) in paths + beside.map({ ($0, "the chart beside --chart,") }) {
        let target = try OutputTarget(checking: path)
        try claim(target, as: role)
        targets.charts.append(target)
      }
    }
    return targets
  }

  /// `out.svg` → `out-store.svg`: the file beside `path` for a second chart, with the folder
  /// as given (a relative path stays relative).
  static func companion(of path: String, suffix: String) -> String {
    let name = PathText.name(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + suffix }
    return String(path[..<dot]) + suffix + String(path[dot...])
  }
}

/// `a`, `a or b`, `a, b or c`.
func listed(_ items: [String], conjunction: String = "or") -> String {
  guard let last = items.last, items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
