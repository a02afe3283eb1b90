import Foundation
import Instrumentation
import Testing

@testable import ArchitectureLab

@Suite("Bench")
struct BenchTests {
  /// The floor the oracle computes for one step of a script.
  private func floor(_ text: String, step: Int) throws -> Int {
    let parsed = try script(text)
    return try #require(try Runner.run(parsed, contestants: [parsed.scenario.contestants[0]]).first)
      .steps[step].floor
  }

  /// Every list operation the bench times, as a script line and as the ideals perform it, in an
  /// order that moves the selection with the rows (a swap, a removal before it).
  private static let listOperations: [(line: String, operation: ListOperation)] = [
    ("increment 6", .increment(at: 6)), ("increment 0", .increment(at: 0)),
    ("decrement 2", .decrement(at: 2)), ("select 10", .select(at: 10)),
    ("select 10", .select(at: 10)), ("swap-rows", .swap), ("select 1", .select(at: 1)),
    ("swap-rows", .swap), ("remove 5", .remove(at: 5)), ("remove 0", .remove(at: 0)),
    ("update-every-10th", .updateEveryTenth), ("add", .add), ("remove 2", .remove(at: 2)),
    ("append-1000", .append(count: 1_000)), ("select 500", .select(at: 500)),
    ("create-1000", .create(count: 1_000)), ("clear", .clear), ("add", .add),
    ("select 0", .select(at: 0)), ("add", .add), ("add", .add), ("add", .add),
    ("remove 0", .remove(at: 0)), ("remove 1", .remove(at: 1)), ("clear", .clear),
  ]

  @Test(
    "the bench taps the view a search finds at every step of every list operation, and searches only after a view's children changed"
  )
  func tapFinderFindsWhatASearchFinds() throws {
    // NB: the legacy stores refuse the thousand rows `create-1000` makes.
    let contestants = ListScenario.scenario.contestants.filter {
      $0.refusal(Parameters(["rows": 1_000])) == nil
    }
    #expect(contestants.map(\.name) == ["vanilla", "observation", "store", "store/1.7"])
    for contestant in contestants {
      let renderer = contestant.mount(Parameters(["rows": 12]))
      defer { renderer.tearDown() }
      renderer.renderPass()
      let finder = Bench.TapFinder(renderer)
      var reuses = 0
      // NB: each operation tapped twice, as the bench steps: the second tap finds the screen the
      // first one changed, or, when no view's children changed, the view it found without a
      // search.
      for (line, operation) in Self.listOperations {
        var shapeBefore: Int?
        for _ in 0..<2 {
          let searches = finder.searches
          let found = finder.view(for: operation.tap.target)
          #expect(found === renderer.find(operation.tap.target), "\(contestant.name): \(line)")
          if shapeBefore == renderer.shapeChanges {
            #expect(finder.searches == searches, "\(contestant.name): \(line)")
            reuses += 1
          }
          shapeBefore = renderer.shapeChanges
          found?.action(for: operation.tap)?()
          renderer.renderPass()
        }
      }
      // NB: the operations that change no view's children, whose second tap reuses the view:
      // the three increments and decrements, the five selections and update-every-10th.
      #expect(reuses == 9, "\(contestant.name)")
    }
  }

  @Test("the ideal list renders exactly the oracle's floor, operation by operation")
  func idealListIsTheFloor() throws {
    let text =
      (["scenario list rows 12"] + Self.listOperations.map(\.line)).joined(separator: "\n")
    let parsed = try script(text)
    let reference = try #require(
      try Runner.run(parsed, contestants: [parsed.scenario.contestants[0]]).first)
    var list = ListIdeal(rowCount: 12)
    for (index, (line, operation)) in Self.listOperations.enumerated() {
      let before = list.renders
      list.perform(operation)
      #expect(list.renders - before == reference.steps[index + 1].floor, "\(line)")
    }
  }

  @Test("the ideal through the view layer is correct and runs exactly the floor's bodies")
  func idealListViewsIsTheFloor() throws {
    let text =
      (["scenario list rows 12"] + Self.listOperations.map(\.line)).joined(separator: "\n")
    let result = try #require(
      try Runner.run(try script(text), contestants: [ListIdealViews.contestant]).first)
    #expect(result.verdict == .correct)
    #expect(result.leaked == [])
    for step in result.steps {
      #expect(step.wasted == 0 && step.bodies == step.floor, "\(step.text)")
    }
  }

  @Test("the ideal stack and chain render exactly the oracle's floor")
  func idealStackAndChain() throws {
    var stack = StackIdeal(size: 8)
    stack.incrementTop()
    #expect(stack.renders == (try floor("scenario stack size 8\nincrement", step: 1)))
    var chain = ChainIdeal()
    chain.incrementLeaf()
    #expect(chain.renders == (try floor("scenario chain depth 16\nincrement-leaf", step: 1)))
  }

  @Test("the stack's and the chain's ideals through the view layer run one body per increment")
  func idealStackAndChainViews() {
    for steps in [StackIdealViews.steps(size: 8), ChainIdealViews.steps(depth: 16)] {
      var log: [String] = []
      EventLog.recording(into: { log.append($0.description) }) { steps.step() }
      #expect(log.count == 1 && log[0].hasSuffix(".body"), "\(log)")
    }
  }

  @Test("the growth exponent is the log-log slope")
  func exponent() throws {
    let sizes = [10.0, 100, 1_000]
    #expect(abs(try #require(growthExponent(sizes: sizes, costs: [5, 5, 5]))) < 1e-9)
    #expect(abs(try #require(growthExponent(sizes: sizes, costs: [1, 10, 100])) - 1) < 1e-9)
    #expect(abs(try #require(growthExponent(sizes: sizes, costs: [1, 100, 10_000])) - 2) < 1e-9)
    #expect(growthExponent(sizes: [10], costs: [3]) == nil)
  }

  @Test("a reduced bench measures the ideal and every correct contestant on every operation")
  func reducedRun() {
    let settings = Bench.Settings(
      rounds: 1, stepsPerRound: 1, warmUpSteps: 0, budget: 60, maximumSize: 16)
    let series = Bench.run(BenchAxis.all, settings: settings)
    for axis in BenchAxis.all {
      let scenario = Scenarios.all.first { $0.name == axis.scenario }!
      for operation in axis.operations {
        let sizes = axis.sizes(of: operation).filter { operation.peakSize($0) <= 16 }
        let measured = series.filter { $0.axis == axis.label && $0.operation == operation.name }
        guard !sizes.isEmpty else {
          #expect(
            measured.allSatisfy { $0.nanoseconds.isEmpty }, "\(axis.label): \(operation.name)")
          continue
        }
        let expected =
          Bench.Series.ideals.filter { $0 == "ideal" || operation.idealViews != nil }
          + scenario.contestants.filter { $0.expected == .correct }.map(\.name)
        #expect(measured.map(\.contestant) == expected, "\(axis.label): \(operation.name)")
        #expect(measured.allSatisfy { $0.nanoseconds.keys.sorted() == sizes })
      }
    }
    let text = BenchReport.text(series)
    #expect(text.contains("list rows: increment a middle row"))
    #expect(text.contains("list: js-framework-benchmark"))
    #expect(
      BenchReport.csv(series).hasPrefix(
        "axis,operation,contestant,size,ns_per_step,ratio_to_ideal,ratio_to_ideal_views,"
          + "heap_bytes,rounds,steps_per_round\n"))
    // NB: one round of one step each, as the settings ask.
    #expect(
      BenchReport.csv(series).split(separator: "\n").dropFirst().allSatisfy { $0.hasSuffix(",1,1") }
    )
    let growth = BenchAxis.all.filter { $0.benchmark == nil }.map(\.operations.count)
    #expect(BenchReport.charts(series).count == growth.reduce(0, +))
  }

  @Test("per +1 is what one more unit of size costs, from the two largest sizes run")
  func marginalCost() throws {
    var series = Bench.Series(axis: "list rows", operation: "add a row", contestant: "c")
    #expect(series.marginal == nil)
    series.nanoseconds = [10: 5_000]
    #expect(series.marginal == nil)
    // NB: 5 µs whatever the size, plus 10 ns per row from 1,000 on: the fixed part drops out.
    series.nanoseconds = [10: 5_000, 1_000: 15_000, 100_000: 1_005_000]
    #expect(series.marginal == 10)
    series.nanoseconds = [1: 3_000, 8: 2_993, 64: 2_937]
    #expect(series.marginal == -1)
    #expect(BenchReport.signedDuration(35.4) == "+35 ns")
    #expect(BenchReport.signedDuration(-1_234) == "-1.2 µs")
    #expect(BenchReport.signedDuration(0.4) == "0 ns")
    #expect(BenchReport.signedDuration(-0.4) == "0 ns")
    let text = BenchReport.text([series])
    #expect(text.contains("contestant            1        8       64   exp     per +1  ×ideal"))
    #expect(text.contains("\nc                3.0 µs   3.0 µs   2.9 µs -0.01      -1 ns "))
    // NB: a name longer than the column widens it, so every row lines up with the header.
    var long = Bench.Series(
      axis: series.axis, operation: series.operation, contestant: "observation/shared-model")
    long.nanoseconds = series.nanoseconds
    let table = BenchReport.text([series, long]).split(separator: "\n").prefix(4)
    let widths = table.dropFirst().map(\.count)
    #expect(widths.count == 3 && Set(widths).count == 1, "\(widths)")
    // NB: a contestant that stopped before the largest size gives its cost per unit over the
    // sizes it ran, marked, and says which; one that ran a single size gives none.
    var stopped = Bench.Series(axis: series.axis, operation: series.operation, contestant: "s")
    stopped.nanoseconds = [1: 3_000]
    var grows = Bench.Series(axis: series.axis, operation: series.operation, contestant: "g")
    grows.nanoseconds = [1: 1_000, 8: 8_000]
    let marked = BenchReport.text([series, stopped, grows])
    #expect(marked.contains("\ns                3.0 µs        –        –     –          – "))
    #expect(marked.contains("\ng                1.0 µs   8.0 µs        –  1.00   +1.0 µs* "))
    #expect(marked.contains("\n  g: * per +1 from 1 to 8: the largest sizes it ran\n"))
    #expect(!marked.contains("  c: *") && !marked.contains("  s: *"))
    let json = try JSONSerialization.jsonObject(with: Data(BenchReport.json([grows]).utf8))
    let entry = try #require(((json as? [String: Any])?["series"] as? [[String: Any]])?.first)
    #expect(entry["marginalSizes"] as? [Int] == [1, 8])
  }

  @Test("a round times as many steps as make it a millisecond long, from 1 to the most")
  func stepsPerRound() {
    let rounds = { (most: Int, warmUp: [Duration]) in
      Bench.stepsPerRound(atMost: most, warmUp: warmUp)
    }
    #expect(rounds(5, []) == 5)
    #expect(rounds(5, [.microseconds(10), .microseconds(9)]) == 5)
    // NB: the fastest warm-up step is the one that counts: the first is often the slowest.
    #expect(rounds(5, [.milliseconds(2), .microseconds(300)]) == 4)
    #expect(rounds(5, [.microseconds(500)]) == 2)
    #expect(rounds(5, [.milliseconds(1)]) == 1)
    #expect(rounds(5, [.milliseconds(250), .milliseconds(240)]) == 1)
    #expect(rounds(1, [.microseconds(1)]) == 1)
    #expect(rounds(0, []) == 1)
  }

  @Test(
    "a step of milliseconds is timed one per round, and the JSON says what each median is of")
  func slowStepsAreTimedAlone() throws {
    var settings = Bench.Settings(
      rounds: 3, stepsPerRound: 5, warmUpSteps: 1, budget: 120, maximumSize: 1_001)
    // NB: 1,001: an add at 1,000 rows reaches one more.
    settings.contestants = ["store"]
    var list = BenchAxis.list
    list.operations = list.operations.filter { $0.name == "add a row" }
    let series = Bench.run([list], settings: settings)
    // NB: the store's add re-renders all 1,000 rows: milliseconds on any machine (12 ms in a
    // release build here). How many steps a faster step gets depends on the machine's speed
    // (`stepsPerRound` above).
    let store = try #require(series.first { $0.contestant == "store" })
    #expect(store.rounds[1_000]?.count == 3)
    #expect(store.rounds[1_000]?.steps == 1)
    let json = try JSONSerialization.jsonObject(with: Data(BenchReport.json(series).utf8))
    let entries = try #require((json as? [String: Any])?["series"] as? [[String: Any]])
    let entry = try #require(entries.first { $0["contestant"] as? String == "store" })
    #expect((entry["roundsTimed"] as? [String: Int])?["1000"] == 3)
    #expect((entry["stepsPerRound"] as? [String: Int])?["1000"] == 1)
  }

  @Test("--operation keeps that operation alone, on its axis; a near miss is named")
  func oneOperation() throws {
    let selected = try BenchAxis.selected(
      scenario: "list", operation: "swap two rows", contestants: [])
    #expect(selected.axes.map(\.label) == ["list: js-framework-benchmark"])
    #expect(selected.axes.flatMap(\.operations).map(\.name) == ["swap two rows"])
    let error = #expect(throws: UsageError.self) {
      try BenchAxis.selected(scenario: nil, operation: "add a ro", contestants: [])
    }
    #expect(
      error?.message.hasPrefix("no bench operation 'add a ro'; did you mean 'add a row'?") == true)
  }

  /// The list's js-framework-benchmark operations, one round of one step each, `observation`
  /// beside the ideals.
  private func benchmarkOfObservation(maximumSize: Int) -> [Bench.Series] {
    var settings = Bench.Settings(
      rounds: 1, stepsPerRound: 1, warmUpSteps: 0, budget: 120, maximumSize: maximumSize)
    settings.contestants = ["observation"]
    return Bench.run([.listBenchmark], settings: settings)
  }

  @Test("#15 the nine js-framework-benchmark operations appear in the text and the JSON, timed")
  func benchmarkOperationsReported() throws {
    let series = benchmarkOfObservation(maximumSize: 100_000)
    let names = [
      "create 1,000 rows", "replace all 1,000 rows", "update every 10th row", "select a row",
      "swap two rows", "remove a row", "create 10,000 rows", "append 1,000 rows to 10,000",
      "clear 1,000 rows",
    ]
    #expect(BenchAxis.listBenchmark.operations.map(\.name) == names)
    let text = BenchReport.text(series)
    let json = try JSONSerialization.jsonObject(with: Data(BenchReport.json(series).utf8))
    let entries = try #require((json as? [String: Any])?["series"] as? [[String: Any]])
    for name in names {
      #expect(text.contains(name), "\(name)")
      let timed = entries.filter {
        $0["operation"] as? String == name && $0["contestant"] as? String == "observation"
      }
      #expect(timed.count == 1, "\(name)")
      // NB: the only contestant measured is the fastest, so its ratio is 1.
      #expect(timed.first?["ratioToFastest"] as? Double == 1, "\(name)")
      #expect((timed.first?["nanosecondsPerStep"] as? [String: Double])?.isEmpty == false)
    }
  }

  /// A newcomer's quick run (`--max-size 1000`) printed two rows of dashes and a mean of
  /// dashes, with no reason.
  @Test("an operation --max-size leaves out is said once, and the mean is over those that ran")
  func benchmarkOperationsOverTheMaximum() throws {
    let series = benchmarkOfObservation(maximumSize: 1_000)
    let text = BenchReport.text(series)
    #expect(
      text.contains(
        """
          create 10,000 rows: not run: it reaches 10,000 rows, over --max-size 1,000
          append 1,000 rows to 10,000: not run: it reaches 11,000 rows, over --max-size 1,000
        """))
    let mean = try #require(text.split(separator: "\n").first { $0.hasPrefix("geometric mean") })
    #expect(mean.hasPrefix("geometric mean (7 of 9)"))
    // NB: observation alone is the fastest on each of the seven, so its mean ratio is 1.
    #expect(mean.hasSuffix(" 1.00"))
    #expect(!text.contains("observation: not run"))
  }

  @Test("#13 the budget bounds every loop it names: a billion rounds stop when it runs out")
  func budgetBoundsEveryLoop() {
    let series = stackOnAOneSecondBudget(maximumSize: 8)
    // Each contestant's budget starts at the reading as its size starts and ends ten readings
    // later: one per warm-up step, then one per round (six), the seventh past the deadline. The
    // contestants take their turns at the size one after another, and each is charged its own
    // time only: every one ran six rounds.
    #expect(
      series.map(\.contestant) == [
        "ideal", "ideal/views", "vanilla", "observation", "store/legacy", "store/uncached",
        "store", "store/1.7",
      ])
    for row in series {
      #expect(row.nanoseconds.keys.sorted() == [1], "\(row.contestant)")
      #expect(
        row.skipped
          == "the 1 s budget (--budget) ran out at 1 after 6 of 1000000000 rounds; larger sizes "
          + "skipped",
        "\(row.contestant)")
    }
  }

  @Test("a size the budget cuts short skips larger sizes only where the operation has one")
  func budgetAtTheLargestSizeSkipsNothing() {
    // NB: as above, but `--max-size 1` leaves the stack's size 1 alone, so none is larger.
    let series = stackOnAOneSecondBudget(maximumSize: 1, contestants: ["store"])
    #expect(series.map(\.contestant) == ["ideal", "ideal/views", "store"])
    for row in series {
      #expect(
        row.skipped == "the 1 s budget (--budget) ran out at 1 after 6 of 1000000000 rounds",
        "\(row.contestant)")
    }
  }

  /// The stack bench under a fake clock that reads 100 ms later each time it is read: a billion
  /// rounds of one step after three warm-up steps, on a budget of one second.
  private func stackOnAOneSecondBudget(maximumSize: Int, contestants: Set<String>? = nil)
    -> [Bench.Series]
  {
    let clock = FakeClock()
    clock.tick = .milliseconds(100)
    let settings = Bench.Settings(
      rounds: 1_000_000_000, stepsPerRound: 1, warmUpSteps: 3, budget: 1,
      maximumSize: maximumSize, contestants: contestants, now: clock.now)
    return Bench.run([BenchAxis.stack], settings: settings)
  }

  /// The counted exponent of one operation on one contestant over `sizes`.
  private func countedExponent(
    _ axis: BenchAxis, _ operation: Int, _ contestant: String, sizes: [Int]
  )
    throws -> Double
  {
    let work = try sizes.map { size in
      try #require(
        Bench.countedWork(axis, axis.operations[operation], contestant: contestant, size: size))
    }
    return try #require(growthExponent(sizes: sizes.map(Double.init), costs: work.map(Double.init)))
  }

  @Test("the store's work per row increment does not grow with the rows: exponent ≤ 0.15")
  func storeRowIncrementIsFlat() throws {
    let exponent = try countedExponent(.list, 0, "store", sizes: [10, 100, 1_000, 10_000])
    #expect(exponent <= 0.15, "exponent \(exponent)")
  }

  /// `store/1.7` follows every release's propagation: each row store checks its identity after
  /// every send, so its work per row increment grows with the rows where `store`'s does not.
  @Test("store/1.7's work per row increment grows with the rows: exponent ≥ 0.9")
  func releasedStoreRowIncrementIsLinear() throws {
    let exponent = try countedExponent(.list, 0, "store/1.7", sizes: [10, 100, 1_000, 10_000])
    #expect(exponent >= 0.9, "exponent \(exponent)")
  }

  @Test("the store's work per leaf increment grows at most linearly with the chain's depth")
  func storeChainIsLinear() throws {
    let exponent = try countedExponent(.chain, 0, "store", sizes: [1, 4, 16, 64])
    #expect(exponent <= 1.0, "exponent \(exponent)")
  }

  /// The view-store helpers' closure scopes are cached for the life of their parent, as the
  /// store library's 1.7 cache kept them, but no send visits them: adding and removing a row a
  /// thousand times leaves each add and remove as much store work as the first.
  @Test("the legacy store's work per add and remove does not grow with the rows shown before")
  func legacyStoreKeptScopesCostNothingPerSend() throws {
    let scenario = try #require(Scenarios.all.first { $0.name == "list" })
    for name in ["store/legacy", "store"] {
      let contestant = try #require(scenario.contestants.first { $0.name == name })
      let renderer = contestant.mount(Parameters(["rows": 2]))
      renderer.renderPass()
      var work: [Int] = []
      for _ in 0..<1_000 {
        let before = WorkCounter.storeUpdates
        for operation in [ListOperation.add, .remove(at: 2)] {
          let tap = operation.tap
          let action = try #require(renderer.find(tap.target)?.action(for: tap))
          action()
          renderer.renderPass()
        }
        work.append(WorkCounter.storeUpdates - before)
      }
      #expect(work[0] > 0, "\(name): an add and a remove each visit at least the root store")
      #expect(Set(work).count == 1, "\(name): \(work.first ?? 0) then \(work.last ?? 0)")
    }
  }
}
