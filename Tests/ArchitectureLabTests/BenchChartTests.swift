import Foundation
import Testing

@testable import ArchitectureLab

/// `compare bench --chart FILE.svg`: one chart per growth-axis operation, each named by what it
/// shows, its path checked before anything runs, its time axis labelled as the tables print time
/// (finding 11 of the newcomer's review).
///
/// NB: the runs here are `--max-size 0`, which times nothing: every size is over it.
@Suite("Bench charts")
struct BenchChartTests {
  /// What follows a usage error of `compare bench`: its usage lines.
  private let usage = CompareCommand.usage(after: ["bench"])

  /// Expects `compare bench` with `arguments` to stop with `error` (exit 2, then the usage)
  /// before anything runs: no progress, nothing written in `folder`.
  private func expectRefusedBeforeRunning(
    _ arguments: [String], error: String, in folder: TemporaryFolder,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var progress: [String] = []
    let outcome = CompareCommand.run(
      ["bench", "--max-size", "0"] + arguments + ["--output", "/dev/null"],
      progress: { progress.append($0) })
    #expect(
      outcome
        == CompareCommand.Outcome(status: 2, output: "", errors: "error: \(error)\n\(usage)\n"),
      sourceLocation: sourceLocation)
    #expect(progress == [], "nothing ran", sourceLocation: sourceLocation)
    #expect(try folder.names() == [], sourceLocation: sourceLocation)
  }

  @Test("a chart is named by its scenario and its operation's verb, the scenario alone for one")
  func chartNames() throws {
    #expect(
      BenchAxis.all.flatMap(\.chartNames) == [
        "list-increment", "list-add", "list-remove", "stack", "chain",
      ])
    #expect(BenchAxis.listBenchmark.chartNames == [], "js-framework-benchmark gets no chart")
    let cut = try BenchAxis.selected(scenario: "list", operation: "add a row", contestants: [])
    #expect(
      cut.axes.flatMap(\.chartNames) == ["list-add"], "the name does not depend on --operation")
  }

  @Test("no two growth operations share a chart file, which would overwrite the other")
  func chartNamesAreUnique() {
    let names = BenchAxis.all.flatMap(\.chartNames)
    #expect(Set(names).count == names.count, "\(names)")
  }

  @Test("bench --help says which charts --chart writes, and their names")
  func help() {
    #expect(
      CompareCommand.run(["bench", "--help"]).output.contains(
        """
          --chart FILE.svg   one chart per growth-axis operation (js-framework-benchmark's table gets
                             none), named FILE-<scenario>[-<operation>].svg by the operation's first
                             word (the scenario alone when it has one operation), not FILE.svg itself:
                             FILE-list-increment.svg, FILE-list-add.svg, FILE-list-remove.svg,
                             FILE-stack.svg, FILE-chain.svg

        """))
  }

  @Test("bench --chart FILE.svg writes the files docs/performance.md links to, and says so")
  func filesNamedByWhatTheyShow() throws {
    let folder = try TemporaryFolder()
    let outcome = CompareCommand.run(
      ["bench", "--max-size", "0", "--chart", folder.path("bench.svg"), "--output", "/dev/null"],
      progress: { _ in })
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(
      try folder.names() == [
        "bench-chain.svg", "bench-list-add.svg", "bench-list-increment.svg",
        "bench-list-remove.svg", "bench-stack.svg",
      ], "every file named by what it shows, bench.svg itself none")
    #expect(
      outcome.errors == """
        charts written: '\(folder.path("bench-list-increment.svg"))' (list rows: increment a \
        middle row), '\(folder.path("bench-list-add.svg"))' (list rows: add a row), \
        '\(folder.path("bench-list-remove.svg"))' (list rows: remove a middle row), \
        '\(folder.path("bench-stack.svg"))' (stack size: increment the top screen), \
        '\(folder.path("bench-chain.svg"))' (chain depth: increment at the leaf)

        """)
    let chart = try String(contentsOfFile: folder.path("bench-stack.svg"), encoding: .utf8)
    #expect(chart.contains("stack size: increment the top screen</text>"))
  }

  @Test("a --chart that is not FILE.svg is a usage error before anything runs")
  func chartMustBeSVG() throws {
    let folder = try TemporaryFolder()
    for chart in [
      folder.path("x.png"), folder.path("x"), folder.path(".svg"), folder.path("x.svg") + "/",
    ] {
      try expectRefusedBeforeRunning(
        ["--chart", chart],
        error: "--chart '\(chart)' is not FILE.svg: the charts are SVG, written beside it as "
          + "FILE-<scenario>[-<operation>].svg; give a name ending in .svg", in: folder)
    }
  }

  @Test("--chart with no growth-axis operation to draw is a usage error before anything runs")
  func chartOfTheBenchmarkAlone() throws {
    let folder = try TemporaryFolder()
    try expectRefusedBeforeRunning(
      ["--operation", "swap two rows", "--chart", folder.path("c.svg")],
      error: "--chart draws the growth axes' operations, and js-framework-benchmark's get no "
        + "chart: leave out --chart, or choose a growth-axis operation", in: folder)
  }

  @Test("the charts' folder is checked before the bench runs, not after it")
  func unwritableFolderBeforeTheRun() throws {
    let folder = try TemporaryFolder()
    let chart = folder.path("sub/dir/c.svg")
    var progress: [String] = []
    let outcome = CompareCommand.run(
      ["bench", "--max-size", "0", "--chart", chart, "--output", "/dev/null"],
      progress: { progress.append($0) })
    #expect(
      outcome
        == CompareCommand.Outcome(
          status: 2, output: "",
          errors: """
            error: cannot write '\(folder.path("sub/dir/c-list-increment.svg"))': No such file \
            or directory

            """))
    #expect(progress == [], "nothing ran")
    #expect(try folder.names() == [])
  }

  @Test("a chart's file that is a FIFO is written through, never replaced (OutputSafetyTests)")
  func fifoChart() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("c-stack.svg")
    // NB: on Linux a FIFO opened for reading and writing never blocks; the chart fits its buffer.
    let reader = openedFIFO(fifo, flags: O_RDWR | O_NONBLOCK)
    defer { close(reader) }
    let outcome = CompareCommand.run(
      [
        "bench", "--scenario", "stack", "--max-size", "0", "--chart", folder.path("c.svg"),
        "--output", "/dev/null",
      ], progress: { _ in })
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(fileMode(fifo).map { $0 & S_IFMT } == S_IFIFO)
    #expect(textReadNow(from: reader).hasPrefix("<svg"))
    #expect(try folder.names() == ["c-stack.svg"], "no c.svg, no temporary file")
  }

  @Test("a bench chart labels its time axis in ns, µs and ms, titled time per step")
  func timeAxis() throws {
    var series = Bench.Series(
      axis: "stack size", operation: "increment the top screen", contestant: "store")
    series.nanoseconds = [1: 500, 8: 40_000, 64: 2_000_000]
    let charts = BenchReport.charts([series], of: [BenchAxis.stack])
    #expect(charts.map(\.name) == ["stack"])
    let svg = try #require(charts.first).chart.svg()
    let yTicks = svg.split(separator: "\n").filter { $0.contains(#"text-anchor="end""#) }.map {
      $0.split(separator: ">")[1].split(separator: "<")[0]
    }
    #expect(yTicks == ["100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms"])
    #expect(svg.contains(">time per step (log)</text>"))
    #expect(svg.contains(">size (log)</text>"))
    #expect(svg.contains("<title>store at 64: 2.00 ms</title>"))
  }
}
