import Foundation

/// How a run's report is written: `--format`, `--output FILE`, `--chart FILE.svg`.
struct OutputOptions {
  /// The report formats `--format` accepts.
  enum Format: String, CaseIterable {
    case text, markdown, json, csv

    func render(_ results: [ContestantResult]) -> String {
      switch self {
      case .text: TableReport.render(results)
      case .markdown: MarkdownReport.render(results)
      case .json: JSONReport.render(results)
      case .csv: CSVReport.render(results)
      }
    }
  }

  var format = Format.text
  var file: String?
  var chart: String?

  /// Takes the output options out of `arguments`, leaving the rest.
  init(taking arguments: inout [String]) throws {
    if let name = try CompareCommand.takeOption("--format", from: &arguments) {
      guard let format = Format(rawValue: name) else {
        let names = Format.allCases.map(\.rawValue)
        let hint = didYouMean(name, in: names) ?? ""
        throw UsageError(
          message: "unknown format '\(name)'\(hint) (formats: \(names.joined(separator: ", ")))")
      }
      self.format = format
    }
    file = try CompareCommand.takeOption("--output", from: &arguments)
    chart = try CompareCommand.takeOption("--chart", from: &arguments)
  }

  /// Writes `text` to `path`, or throws a usage error saying why it could not.
  static func write(_ text: String, to path: String) throws {
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw UsageError(message: "cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  /// `out.svg` → `out-store.svg`: the file beside `path` for a second chart.
  static func companion(of path: String, suffix: String) -> String {
    let url = URL(fileURLWithPath: path)
    let name = url.deletingPathExtension().lastPathComponent + suffix
    return url.deletingLastPathComponent().appendingPathComponent(name).appendingPathExtension(
      url.pathExtension
    ).path
  }
}
