import Foundation
import Testing

@testable import ArchitectureLab

/// What `compare bench`'s text tables and footnote say, from series built by hand: nothing here
/// is timed.
@Suite("Bench text")
struct BenchTextTests {
  /// A growth axis's series of `contestant`, the median time per step at each size.
  private func growth(
    _ contestant: String, _ nanoseconds: [Int: Double], operation: String = "add a row"
  ) -> Bench.Series {
    var series = Bench.Series(axis: "list rows", operation: operation, contestant: contestant)
    series.nanoseconds = nanoseconds
    return series
  }

  /// A js-framework-benchmark series of `contestant` on `operation` at `rows`, timed or not.
  private func benchmark(
    _ contestant: String, _ operation: String, rows: Int = 1_000, nanoseconds: Double? = nil
  ) -> Bench.Series {
    var series = Bench.Series(
      axis: "list: js-framework-benchmark", operation: operation, contestant: contestant,
      benchmark: "js-framework-benchmark")
    series.nanoseconds = nanoseconds.map { [rows: $0] } ?? [:]
    return series
  }

  /// The table's lines, without the footnote.
  private func table(_ text: String) -> String {
    text.components(separatedBy: "\n\n")[0]
  }

  @Test("ratios to the ideals print to two significant figures")
  func ratiosToTwoFigures() {
    #expect(
      [8_597.3, 120.4, 21.04, 5.414, 1, 0.6149, 9.96, 0.996].map(BenchReport.significant) == [
        "8600", "120", "21", "5.4", "1.0", "0.61", "10", "1.0",
      ])
    let text = BenchReport.text([
      growth("ideal", [10: 1_000, 100: 1_000]), growth("ideal/views", [10: 1_600, 100: 1_640]),
      growth("store", [10: 8_000, 100: 120_400]),
    ])
    #expect(
      table(text) == """
        list rows: add a row (median time per step)
        contestant           10      100   exp     per +1  ×ideal  ×views     heap
        ideal            1.0 µs   1.0 µs  0.00       0 ns     1.0    0.61        –
        ideal/views      1.6 µs   1.6 µs  0.01       0 ns     1.6     1.0        –
        store            8.0 µs 120.4 µs  1.18    +1.2 µs     120      73        –
        """)
  }

  @Test("a duration takes the next unit when rounding reaches a thousand of its own")
  func durationUnitAfterRounding() {
    #expect(
      [999.4, 999.6, 999_940, 999_960, 999_994_000, 999_996_000].map(BenchReport.duration) == [
        "999 ns", "1.0 µs", "999.9 µs", "1.00 ms", "999.99 ms", "1.00 s",
      ])
  }

  @Test("seconds in a reason print in milliseconds under a twentieth of a second")
  func secondsInReasons() {
    let durations: [Duration] = [
      .microseconds(40), .milliseconds(1), .milliseconds(49), .milliseconds(50), .seconds(12.34),
    ]
    #expect(durations.map(\.secondsText) == ["0.0 ms", "1.0 ms", "49.0 ms", "0.1 s", "12.3 s"])
  }

  @Test("a heap's size prints in B, KB or MB, the unit chosen after rounding")
  func heapSizes() {
    let sizes = [
      0, 312, 511, 512, 1_000, 48_784, 1_047_999, 1_048_100, 3_565_158, 104_810_000, 445_644_800,
    ]
    // NB: under 512 bytes, which rounds to 0 KB, a heap prints in bytes, not as `0 KB`.
    #expect(
      sizes.map(BenchReport.bytes) == [
        "0 B", "312 B", "511 B", "1 KB", "1 KB", "48 KB", "1023 KB", "1.0 MB", "3.4 MB", "100 MB",
        "425 MB",
      ])
  }

  @Test("a benchmark's ratio to the fastest keeps two decimals, and one below 0.01 says so")
  func benchmarkRatioBelowAHundredth() {
    let text = BenchReport.text([
      benchmark("ideal", "clear 1,000 rows", nanoseconds: 3_000),
      benchmark("vanilla", "clear 1,000 rows", nanoseconds: 1_790_000),
      benchmark("observation", "clear 1,000 rows", nanoseconds: 1_080_000),
    ])
    #expect(
      table(text) == """
        list: js-framework-benchmark (median time per operation, and its ratio to the fastest contestant)
        operation                      rows           ideal         vanilla     observation
        clear 1,000 rows              1,000  3.0 µs (<0.01)  1.79 ms (1.66)  1.08 ms (1.00)
        geometric mean of ratios                      <0.01            1.66            1.00
        """)
  }

  @Test("a ratio taken below the table's largest size is marked, and the note says where")
  func ratiosAtASmallerSizeAreMarked() {
    let ideal = growth("ideal", [10: 1_000, 100: 1_000, 1_000: 1_000])
    var legacy = growth("store/legacy", [10: 100_000, 100: 5_400_000])
    legacy.heapBytes = [10: 40_000, 100: 300_000]
    let text = BenchReport.text([
      ideal, legacy, growth("once", [10: 2_000]),
    ])
    #expect(
      table(text) == """
        list rows: add a row (median time per step)
        contestant           10      100       1k   exp     per +1  ×ideal  ×views     heap
        ideal            1.0 µs   1.0 µs   1.0 µs  0.00       0 ns     1.0       –        –
        store/legacy   100.0 µs  5.40 ms        –  1.73  +58.9 µs*   5400*       –  293 KB*
          store/legacy: * per +1 from 10 to 100; ratios and heap at 100: the largest sizes it ran
        once             2.0 µs        –        –     –          –    2.0*       –        –
          once: * ratios at 10: the largest size it ran
        """)
    #expect(
      text.contains(
        """
        ×ideal, ×views: the ratio to the ideal and to the ideal through the view layer
        (ideal/views), measured in the same run, at the row's largest size, if the ideal ran it.
        """))
    #expect(
      text.contains(
        "\n*: per +1, ratios or heap taken at smaller sizes than the table's largest, said under\n"
          + "the row.\n"))
  }

  @Test("the footnote explains exp as a least-squares slope that few or small sizes pull down")
  func exponentFootnote() {
    let text = BenchReport.text([growth("ideal", [10: 1_000, 100: 1_000])])
    #expect(
      text.contains(
        """
        exp: least-squares slope of log(time) against log(size) over the sizes run; with few
        or small sizes, a fixed per-step cost pulls it below the true order.
        """))
    #expect(!text.contains("rows: the rows mounted"))
  }

  @Test("a benchmark alone gets the footnote of its own columns, rows defined")
  func benchmarkFootnote() {
    let text = BenchReport.text([benchmark("vanilla", "select a row", nanoseconds: 16_800)])
    #expect(
      text.components(separatedBy: "\n\n")[1] == """
        rows: the rows mounted before the operation. A benchmark's ratio is to the fastest
        contestant on that operation (the ideals are not contestants).
        A time is the median over rounds of up to 5 steps; a step of a millisecond
        or more is timed alone (JSON: roundsTimed, stepsPerRound).
        """)
  }

  @Test("contestants one limit refused on the same operations share one note, sizes as 1,000")
  func refusalsShareANote() {
    let limit = ContestantLimit(parameter: "rows", maximum: 500, reason: "rows² per send")
    var series: [Bench.Series] = []
    for (operation, rows, reached) in [
      ("create 1,000 rows", 0, 1_000), ("create 10,000 rows", 0, 10_000),
      ("append 1,000 rows to 10,000", 10_000, 11_000),
    ] {
      series.append(benchmark("observation", operation, rows: rows, nanoseconds: 1_000_000))
      for name in ["legacy", "uncached"] {
        var refused = benchmark(name, operation)
        refused.skipped = "not run: \(name) runs at most 500 rows, not \(reached.grouped): …"
        refused.refused = (limit, reached)
        series.append(refused)
      }
    }
    #expect(
      BenchReport.text(series).contains(
        """
        geometric mean of ratios                       1.00               –               –
          legacy, uncached: not run on any operation here: they run at most 500 rows; these \
        operations need 1,000 to 11,000: rows² per send

        """))
  }

  @Test("the bench's own run: a limit's note per contestant when the reasons differ")
  func refusalNotesFromARun() {
    // NB: a clock past the budget at its first reading: the ideals are skipped before a
    // mount, the legacy stores refused before that. Nothing is timed.
    let clock = FakeClock()
    clock.tick = .seconds(2)
    let settings = Bench.Settings(
      rounds: 1, stepsPerRound: 1, warmUpSteps: 0, budget: 1,
      contestants: ["store/legacy", "store/uncached"], now: clock.now)
    let text = BenchReport.text(Bench.run([.listBenchmark], settings: settings))
    #expect(
      text.contains(
        """
          store/legacy: not run on any operation here: it runs at most 500 rows; these operations \
        need 1,000 to 11,000: each send re-derives every row's view state through its section's \
        rows (rows²)
          store/uncached: not run on any operation here: it runs at most 500 rows; these \
        operations need 1,000 to 11,000: each send re-derives every row's state through its \
        section's rows (rows²)

        """))
    #expect(!text.contains("create 1,000 rows, store/legacy"))
  }

  @Test("--contestant naming one not declared correct is a usage error that says what it is")
  func contestantNotDeclaredCorrect() {
    let message =
      "observation/unguarded is declared loop on chain; the bench times only contestants "
      + "declared correct"
    for scenario in ["chain", nil] {
      let error = #expect(throws: UsageError.self) {
        try BenchAxis.selected(scenario: scenario, contestants: ["observation/unguarded"])
      }
      #expect(error?.message == message)
    }
    let outcome = CompareCommand.run(
      [
        "bench", "--scenario", "chain", "--contestant", "observation/unguarded", "--budget",
        "0.01", "--max-size", "1",
      ], progress: { _ in })
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix("error: \(message)\n"))
    #expect(
      CompareCommand.run(["bench", "--help"]).output.contains(
        """
          --contestant NAME  only that contestant (it may repeat), beside the ideals; the bench
                             times only contestants declared correct (compare list)
        """))
  }
}
