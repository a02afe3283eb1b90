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

  @Test(
    "the ideal list renders exactly the oracle's floor for each operation the bench times",
    arguments: [10, 57])
  func idealListIsTheFloor(size: Int) throws {
    var list = IdealList(rowCount: size)
    list.increment(at: size / 2)
    #expect(
      list.renders == (try floor("scenario list rows \(size)\nincrement \(size / 2)", step: 1)))
    list = IdealList(rowCount: size)
    list.add()
    #expect(list.renders == (try floor("scenario list rows \(size)\nadd", step: 1)))
    list = IdealList(rowCount: size)
    list.remove(at: size / 2)
    #expect(list.renders == (try floor("scenario list rows \(size)\nremove \(size / 2)", step: 1)))
    list = IdealList(rowCount: size)
    list.increment(at: 0)
    #expect(list.renders == (try floor("scenario list rows \(size)\nincrement 0", step: 1)))
  }

  @Test("the ideal stack and chain render exactly the oracle's floor")
  func idealStackAndChain() throws {
    var stack = IdealStack(size: 8)
    stack.incrementTop()
    #expect(stack.renders == (try floor("scenario stack size 8\nincrement", step: 1)))
    var chain = IdealChain()
    chain.incrementLeaf()
    #expect(chain.renders == (try floor("scenario chain depth 16\nincrement-leaf", step: 1)))
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
      let expected = ["ideal"] + scenario.contestants.filter { $0.expected == .correct }.map(\.name)
      for operation in axis.operations {
        let measured = series.filter { $0.axis == axis.label && $0.operation == operation.name }
        #expect(measured.map(\.contestant) == expected, "\(axis.label): \(operation.name)")
        #expect(
          measured.allSatisfy { $0.nanoseconds.keys.sorted() == axis.sizes.filter { $0 <= 16 } })
      }
    }
    let text = BenchReport.text(series)
    #expect(text.contains("list rows: increment a middle row"))
    #expect(
      BenchReport.csv(series).hasPrefix("axis,operation,contestant,size,ns_per_step,peak_bytes\n"))
    #expect(BenchReport.charts(series).count == BenchAxis.all.map(\.operations.count).reduce(0, +))
  }

  @Test("#13 the budget bounds every loop it names: a billion rounds stop when it runs out")
  func budgetBoundsEveryLoop() {
    let clock = FakeClock()
    clock.tick = .milliseconds(100)
    let settings = Bench.Settings(
      rounds: 1_000_000_000, stepsPerRound: 1, warmUpSteps: 3, budget: 1, maximumSize: 8,
      now: clock.now)
    let series = Bench.run([BenchAxis.stack], settings: settings)
    // Each contestant's budget starts at one reading of the clock and ends ten readings later:
    // one reading before the size, one as it starts, one per warm-up step, then one per round.
    #expect(
      series.map(\.contestant) == [
        "ideal", "vanilla", "observation", "store/legacy", "store/uncached", "store",
      ])
    for row in series {
      #expect(row.nanoseconds.keys.sorted() == [1], "\(row.contestant)")
      #expect(
        row.skipped
          == "the 1 s budget (--budget) ran out at 1 after 4 of 1000000000 rounds; larger sizes "
          + "skipped",
        "\(row.contestant)")
    }
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

  @Test("the store's work per leaf increment grows at most linearly with the chain's depth")
  func storeChainIsLinear() throws {
    let exponent = try countedExponent(.chain, 0, "store", sizes: [1, 4, 16, 64])
    #expect(exponent <= 1.0, "exponent \(exponent)")
  }
}
