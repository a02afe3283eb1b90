import Foundation
import Testing

@testable import ArchitectureLab

/// `compare bench --passes N`: the whole selection runs N times in turn and each series reports
/// the median of its passes (newcomer review 25b, finding 6: one run kept a machine's spikes).
@Suite("Bench passes")
struct BenchPassesTests {
  /// One pass of a contestant's add on the list: a median per size, each of `rounds` rounds of
  /// `steps` steps.
  private func pass(
    _ nanoseconds: [Int: Double], of contestant: String = "store", rounds: Int = 7,
    steps: Int = 5, skipped: String? = nil
  ) -> Bench.Series {
    var series = Bench.Series(axis: "list rows", operation: "add a row", contestant: contestant)
    series.nanoseconds = nanoseconds
    series.rounds = nanoseconds.mapValues { _ in (rounds, steps) }
    series.skipped = skipped
    return series
  }

  @Test("a size's time is the median of its passes' medians, which are kept in pass order")
  func medianOfPasses() {
    let merged = Bench.Series(merging: [
      pass([10: 300, 100: 900]), pass([10: 450, 100: 600]), pass([10: 310, 100: 2_000]),
    ])
    #expect(merged.nanoseconds == [10: 310, 100: 900])
    #expect(merged.passMedians == [10: [300, 450, 310], 100: [900, 600, 2_000]])
  }

  @Test("of two passes, a size's time is the lower median: the pass without the spike")
  func lowerOfTwoMiddles() {
    #expect(Bench.Series(merging: [pass([10: 300]), pass([10: 450])]).nanoseconds == [10: 300])
    #expect(Bench.Series(merging: [pass([10: 450]), pass([10: 300])]).nanoseconds == [10: 300])
  }

  @Test("of an even count of rounds, a pass's time is the lower middle too")
  func lowerOfTwoMiddleRounds() {
    let timing = Bench.Timing(
      rounds: [400, 100, 300, 200], stepsPerRound: 1, heap: LiveHeap.Growth())
    #expect(timing.nanoseconds == 200)
    #expect(timing.rounds == 4)
  }

  @Test("a size one pass skipped and others ran is timed by those, and the skip is not said")
  func sizeSkippedByOnePass() {
    let skipped =
      "sizes from 100 skipped: 11.0 s spent, 2.0 s predicted for 100, over the 12 s budget "
      + "(--budget)"
    let merged = Bench.Series(merging: [
      pass([10: 300, 100: 900]), pass([10: 320], skipped: skipped), pass([10: 310, 100: 1_000]),
    ])
    #expect(merged.nanoseconds == [10: 310, 100: 900])
    #expect(merged.passMedians[100] == [900, 1_000])
    #expect(merged.skipped == nil)
  }

  @Test("a size no pass ran keeps the reason of the pass that reached furthest")
  func sizeNoPassRan() {
    let early =
      "sizes from 100 skipped: 11.0 s spent, 2.0 s predicted for 100, over the 12 s budget "
      + "(--budget)"
    let late = "the 12 s budget (--budget) ran out at 100 after 4 of 7 rounds; larger sizes skipped"
    let merged = Bench.Series(merging: [
      pass([10: 300], skipped: early), pass([10: 320, 100: 900], skipped: late),
    ])
    #expect(merged.nanoseconds == [10: 300, 100: 900])
    #expect(merged.skipped == late)
    // As far, and skipping nothing: nothing is missing.
    #expect(
      Bench.Series(merging: [pass([10: 320, 100: 900], skipped: late), pass([10: 310, 100: 950])])
        .skipped == nil)
  }

  @Test("a size's rounds are the total over the passes that ran it, its steps the fewest")
  func roundsTotalled() {
    let merged = Bench.Series(merging: [
      pass([10: 300]), pass([10: 310, 100: 900], steps: 3), pass([10: 305], rounds: 4),
    ])
    #expect(merged.rounds.mapValues { [$0.count, $0.steps] } == [10: [18, 3], 100: [7, 3]])
  }

  @Test("a size's memory is the largest any pass measured there")
  func memoryLargest() {
    #expect(
      Bench.Series.mergedMemory([[1: 10, 8: 30], [1: 20], [8: 25, 64: 40]])
        == [1: 20, 8: 30, 64: 40])
  }

  @Test("passes merge per axis, operation and contestant, in the order of the first pass")
  func mergedInFirstOrder() {
    let merged = Bench.merging([
      [pass([10: 100], of: "ideal"), pass([10: 300])],
      [pass([10: 280]), pass([10: 90], of: "ideal")],
    ])
    #expect(merged.map(\.contestant) == ["ideal", "store"])
    #expect(merged.map(\.passMedians) == [[10: [100, 90]], [10: [300, 280]]])
  }

  @Test(
    "with two passes the bench runs everything twice in turn, saying the pass, and merges; in a pass, every contestant is timed at a size before any at the next"
  )
  func twoPassesRun() {
    let clock = FakeClock()
    var settings = Bench.Settings(
      rounds: 1, stepsPerRound: 1, warmUpSteps: 0, passes: 2, budget: 60, maximumSize: 8,
      now: clock.now)
    settings.contestants = ["store"]
    var progress: [String] = []
    let series = Bench.run([.stack], settings: settings) { progress.append($0) }
    #expect(
      progress == [
        "pass 1 of 2: stack size 1: increment the top screen, ideal",
        "pass 1 of 2: stack size 1: increment the top screen, ideal/views",
        "pass 1 of 2: stack size 1: increment the top screen, store",
        "pass 1 of 2: stack size 8: increment the top screen, ideal",
        "pass 1 of 2: stack size 8: increment the top screen, ideal/views",
        "pass 1 of 2: stack size 8: increment the top screen, store",
        "pass 2 of 2: stack size 1: increment the top screen, ideal",
        "pass 2 of 2: stack size 1: increment the top screen, ideal/views",
        "pass 2 of 2: stack size 1: increment the top screen, store",
        "pass 2 of 2: stack size 8: increment the top screen, ideal",
        "pass 2 of 2: stack size 8: increment the top screen, ideal/views",
        "pass 2 of 2: stack size 8: increment the top screen, store",
      ])
    #expect(series.map(\.contestant) == ["ideal", "ideal/views", "store"])
    for row in series {
      #expect(row.passMedians.mapValues(\.count) == [1: 2, 8: 2], "\(row.contestant)")
      #expect(row.rounds.mapValues(\.count) == [1: 2, 8: 2], "\(row.contestant)")
    }
  }

  @Test("a size fewer passes timed than the run had is said under its row, the footnote says so")
  func fewerPassesSaidUnderTheRow() {
    let skipped = { (size: Int) in "sizes from \(size) skipped: over the 12 s budget (--budget)" }
    let store = Bench.Series(merging: [
      pass([10: 300, 100: 900, 1_000: 5_000]), pass([10: 320, 100: 950], skipped: skipped(1_000)),
      pass([10: 310], skipped: skipped(100)),
    ])
    let ideal = Bench.Series(merging: [
      pass([10: 100, 100: 100, 1_000: 100], of: "ideal"),
      pass([10: 110, 100: 105, 1_000: 100], of: "ideal"),
      pass([10: 105, 100: 100, 1_000: 100], of: "ideal"),
    ])
    let text = BenchReport.text([ideal, store])
    #expect(
      text.components(separatedBy: "\n\n")[0] == """
        list rows: add a row (median time per step)
        contestant           10      100       1k   exp     per +1  ×ideal  ×views     heap
        ideal            105 ns   100 ns   100 ns -0.01       0 ns     1.0       –        –
        store            310 ns   900 ns   5.0 µs  0.60      +5 ns      50       –        –
          store: 100 timed in 2 of 3 passes; 1,000 timed in 1 of 3 passes
        """)
    #expect(
      text.hasSuffix(
        """
        Over 3 passes (--passes), a time is the median of the medians of the passes that ran
        its size, the lower of two middles (JSON: passNanoseconds); a size fewer passes timed is
        said under its row.
        """))
  }

  @Test("a benchmark's time fewer passes timed than the run had is said under its table")
  func fewerPassesSaidUnderTheBenchmark() {
    /// One pass of `contestant`'s swap, timed or not.
    func swap(_ contestant: String, _ nanoseconds: Double?) -> Bench.Series {
      var series = Bench.Series(
        axis: "list: js-framework-benchmark", operation: "swap two rows", contestant: contestant,
        benchmark: "js-framework-benchmark")
      series.nanoseconds = nanoseconds.map { [1_000: $0] } ?? [:]
      return series
    }
    let text = BenchReport.text([
      Bench.Series(merging: [
        swap("vanilla", 2_000), swap("vanilla", 2_100), swap("vanilla", 1_900),
      ]),
      Bench.Series(merging: [swap("store", 4_000), swap("store", nil), swap("store", nil)]),
    ])
    #expect(
      text.components(separatedBy: "\n\n")[0] == """
        list: js-framework-benchmark (median time per operation, and its ratio to the fastest contestant)
        operation                      rows         vanilla           store
        swap two rows                 1,000   2.0 µs (1.00)   4.0 µs (2.00)
        geometric mean of ratios                       1.00            2.00
          swap two rows, store: timed in 1 of 3 passes
        """)
  }

  @Test("the schema and compare explain say what roundsTimed and stepsPerRound are over passes")
  func roundsOverPassesDocumented() throws {
    let schema = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/report-schema.md"), encoding: .utf8)
    let row = { (field: String) in
      schema.split(separator: "\n").first { $0.hasPrefix("| `series[].\(field)` |") } ?? ""
    }
    #expect(
      row("roundsTimed").hasSuffix(
        "the rounds timed; with `--passes N`, summed over the passes that ran the size (each "
          + "pass's median is over its own rounds) |"))
    #expect(
      row("stepsPerRound").hasSuffix(
        "with `--passes N`, the fewest steps a round timed in any pass that ran the size |"))
    let explain = CompareCommand.run(["explain"]).output.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(
      explain.contains(
        "the rounds timed; with --passes, summed over the passes that ran the size (each pass's "
          + "median is over its own rounds)"))
    #expect(
      explain.contains(
        "timed alone; with --passes, the fewest a round timed in any pass that ran the size"))
  }

  @Test("--passes takes 1 to 9; anything else is a usage error")
  func passesValidated() {
    for text in ["0", "10", "two"] {
      let outcome = CompareCommand.run(["bench", "--passes", text])
      #expect(outcome.status == 2)
      #expect(outcome.output == "")
      #expect(
        outcome.errors.hasPrefix("error: --passes needs a whole number from 1 to 9, got '\(text)'"),
        "\(outcome.errors)")
    }
  }

  @Test("bench --help says what --passes does and its default")
  func passesHelp() {
    let help = CompareCommand.run(["bench", "--help"]).output
    #expect(
      help.contains(
        """
          --passes N         run the whole selection N times in turn (1 by default, at most 9) and
                             report per size the median of the passes' times (the lower of two
                             middles): a spike of a busy machine falls in one pass, not in the time
        """))
    #expect(
      help.contains("(\(Bench.Settings().passes) by default, at most \(Bench.maximumPasses))"))
  }
}
