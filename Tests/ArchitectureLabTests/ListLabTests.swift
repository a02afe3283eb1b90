import Testing

@testable import ArchitectureLab

@Suite("List: js-framework-benchmark's operations")
struct ListLabTests {
  /// Every operation of the benchmark but the bulk ones, at a size where every contestant runs.
  private let smallScript = """
    scenario list rows 12
    select 3
    select 11
    update-every-10th
    swap-rows
    select 1
    swap-rows
    remove 10
    remove 0
    increment 0
    select 1
    select 1
    clear
    add
    select 0
    add
    add
    add
    add
    swap-rows
    remove 0
    """

  @Test("every list contestant stays correct and leak-free through the benchmark's operations")
  func everyContestantIsCorrect() throws {
    let parsed = try script(smallScript)
    let results = try Runner.run(parsed, contestants: parsed.scenario.contestants)
    #expect(results.map(\.contestant.name) == parsed.scenario.contestants.map(\.name))
    for result in results {
      #expect(result.verdict == .correct, "\(result.contestant.name)")
      #expect(result.leaked == [], "\(result.contestant.name)")
    }
  }

  @Test("the bulk operations keep every contestant that runs a thousand rows correct")
  func bulkOperations() throws {
    let parsed = try script(
      """
      scenario list rows 4
      append-1000
      select 999
      update-every-10th
      swap-rows
      create-1000
      remove 500
      clear
      """)
    // NB: the list peaks at 1,004 rows, after append-1000.
    let contestants = parsed.scenario.contestants.filter { $0.refusal("rows", 1_004) == nil }
    #expect(contestants.map(\.name) == ["vanilla", "observation", "store", "store/1.7"])
    let results = try Runner.run(parsed, contestants: contestants)
    #expect(results.map(\.contestant.name) == contestants.map(\.name))
    for result in results {
      #expect(result.verdict == .correct, "\(result.contestant.name)")
      #expect(result.leaked == [], "\(result.contestant.name)")
    }
  }

  private let select = "scenario list rows 5\nselect 1\nselect 3"

  @Test("selecting another row re-renders the old selection and the new one, and nothing else")
  func selectionIsTwoRows() throws {
    #expect(
      try stepLog(select, contestant: "vanilla", step: 2) == """
        step 2: select 3
          CounterRow.body
          CounterRow.body
          RowViewModel.objectWillChange
          RowViewModel.objectWillChange
        """)
    #expect(
      try stepLog(select, contestant: "observation", step: 2) == """
        step 2: select 3
          CounterRow.body
          CounterRow.body
          CounterRow.observationChange
          CounterRow.observationChange
        """)
    #expect(
      try stepLog(select, contestant: "store", step: 2) == """
        step 2: select 3
          CounterRow.body
          CounterRow.body
          CounterRow.observationChange
          CounterRow.observationChange
        """)
  }

  @Test("selecting the selected row changes nothing, in every school")
  func reselectingIsNothing() throws {
    let text = "scenario list rows 5\nselect 1\nselect 1"
    for name in ["vanilla", "observation", "store", "store/legacy"] {
      #expect(try stepLog(text, contestant: name, step: 2) == "step 2: select 1", "\(name)")
    }
    // NB: before 1.5.6 every send pushed the state into every live scoped store, changed or
    // not, and no view runs: the root into its two sections' stores (2), and those into the
    // stores scoped from them, each `ForEachStore`'s `WithViewStore` store and its rows' (2 + 5),
    // less the first row's, which the send was made on (6).
    #expect(
      try stepLog(text, contestant: "store/uncached", step: 2) == """
        step 2: select 1
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.push
          StoreOf<CounterList.List>.push
          StoreOf<CounterList.List>.push
        """)
  }
}

@Suite("Contestant limits")
struct ContestantLimitTests {
  private func run(_ arguments: [String], _ text: String) -> CompareCommand.Outcome {
    CompareCommand.run(arguments, readFile: { _ in text }, progress: { _ in })
  }

  @Test("a size over a contestant's limit runs the others, and says which was left out and why")
  func leftOutWithANote() {
    let outcome = run(["run", "big.lab"], "scenario list rows 501\nincrement 500")
    #expect(outcome.status == 0)
    #expect(!outcome.output.contains("store/legacy"))
    #expect(outcome.output.contains("store "))
    #expect(
      outcome.errors == """
        note: big.lab: not run: store/legacy runs at most 500 rows, not 501: each send \
        re-derives every row's view state through its section's rows (rows²)
        note: big.lab: not run: store/uncached runs at most 500 rows, not 501: each send \
        re-derives every row's state through its section's rows (rows²)

        """)
  }

  @Test("a contestant named for a size over its limit is refused before anything runs")
  func namedIsRefused() {
    let outcome = run(
      ["run", "big.lab", "--contestant", "store/legacy"], "scenario list rows 501\nincrement 0")
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors.hasPrefix(
        "error: big.lab: store/legacy runs at most 500 rows, not 501: each send re-derives"))
  }

  @Test(
    "a contestant of another package with a limit on rows is left out of a script over it, with its reason, and runs one within it"
  )
  func registeredWithALimit() throws {
    /// The contestant column of the table's rows for `script` (12 columns, the last a verdict).
    func contestants(_ output: String, script: String) -> [String] {
      let rows = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
      return rows.filter { $0.count == 12 && $0[0] == script }.map { $0[1] }
    }
    try Scenarios.restoring {
      try Lab.register(["list": [Self.limited]])
      let over = run(["run", "wide.lab"], "scenario list rows 5\nincrement 0")
      #expect(over.status == 0)
      #expect(
        over.errors
          == "note: wide.lab: not run: test/limited runs at most 4 rows, not 5: a test's limit\n")
      #expect(contestants(over.output, script: "wide") == Self.own)
      // NB: 6 runs: the list's own contestants (`own`), test/limited left out; 7 with it.
      #expect(over.output.contains("\nAll 6 runs met their declared verdict.\n"))
      let within = run(["run", "narrow.lab"], "scenario list rows 4\nincrement 0")
      #expect(within.status == 0)
      #expect(within.errors == "")
      #expect(contestants(within.output, script: "narrow") == Self.own + ["test/limited"])
      #expect(within.output.contains("\nAll 7 runs met their declared verdict.\n"))
    }
    #expect(ListScenario.scenario.contestants.map(\.name) == Self.own)
    #expect(Scenarios.all.first { $0.name == "list" }?.contestants.map(\.name) == Self.own)
  }

  /// A contestant of another package, made with the public initializers as one is: the
  /// vanilla list under a name of its own, limited to 4 rows.
  private static let limited = Contestant(
    name: "test/limited", summary: "the vanilla list, at most 4 rows", expected: .correct,
    limits: [ContestantLimit(parameter: "rows", maximum: 4, reason: "a test's limit")],
    mount: ListVanillaViews.contestant.mount)

  /// The list's own contestants, in order.
  private static let own = [
    "vanilla", "observation", "store/legacy", "store/uncached", "store", "store/1.7",
  ]

  @Test(
    "a script whose steps grow the list past a contestant's limit leaves it out, naming the line that first reaches the size"
  )
  func grownPastTheLimit() throws {
    try Scenarios.restoring {
      try Lab.register(["list": [Self.limited]])
      // rows: 2, 3 (line 2), 2 (line 3), 5 (line 4), 0 (line 5), 5 (line 6).
      let over = run(
        ["run", "grown.lab"],
        "scenario list rows 2\nadd\nremove 0\nrepeat 3 add\nclear\nrepeat 5 add\nincrement 0")
      #expect(over.status == 0)
      #expect(
        over.errors == """
          note: grown.lab: not run: test/limited runs at most 4 rows, not 5 (reached at line 4): \
          a test's limit

          """)
      // NB: 6 runs: the list's own contestants (`own`), test/limited left out.
      #expect(over.output.contains("\nAll 6 runs met their declared verdict.\n"))
      let bulk = #expect(throws: Lab.RegistrationError.self) {
        try Lab.run(
          script: "scenario list\ncreate-10000\nclear", file: "bulk.lab",
          contestants: ["test/limited"])
      }
      #expect(
        bulk?.message
          == "error: bulk.lab: test/limited runs at most 4 rows, not 10,000 (reached at line 2): a test's limit"
      )
      // rows: 4, 3, 4, 0, 4: never over the limit.
      let within = "scenario list rows 4\nremove 0\nadd\nclear\nrepeat 4 add"
      #expect(
        try Lab.run(script: within, contestants: ["test/limited"]).map(\.metExpectation) == [true])
    }
  }

  @Test(
    "a script's peaks follow each verb that resizes: a create sets the rows, an append adds to them, a clear empties them, a push and a pop move the stack, and the first line to reach the largest is kept"
  )
  func peaksFollowTheVerbs() throws {
    func peak(_ text: String, of parameter: String = "rows") throws -> (Int, Int?) {
      let peaks = try script(text).peaks
      return (peaks.largestParameters[parameter], peaks.line(reaching: parameter))
    }
    #expect(
      try peak("scenario stack size 2\nrepeat 5 push\nrepeat 9 pop\npush", of: "size") == (7, 2))
    #expect(try peak("scenario stack size 2\npop\npush\nincrement", of: "size") == (2, nil))
    #expect(try peak("scenario chain depth 9\nrepeat 3 increment-leaf", of: "depth") == (9, nil))
    #expect(try peak("scenario list rows 7\nincrement 0\nselect 1\nswap-rows") == (7, nil))
    #expect(try peak("scenario list rows 7\nremove 0\nadd") == (7, nil))
    #expect(try peak("scenario list\ncreate-1000\nclear\nappend-1000") == (1_000, 2))
    #expect(try peak("scenario list\ncreate-1000\nappend-1000\ncreate-1000") == (2_000, 3))
    #expect(try peak("scenario list rows 3\n# a comment\n\nrepeat 1000000 add") == (1_000_003, 4))
    #expect(try peak("scenario list rows 10\nrepeat 20 remove 0\nrepeat 15 add") == (15, 3))
    #expect(try peak("scenario list rows 10\nrepeat 3 create-1000\nrepeat 2 clear") == (1_000, 2))
    #expect(try peak("scenario list rows 10\nrepeat 4 append-1000") == (4_010, 2))
  }

  @Test(
    "Lab.run leaves a contestant over its limit out when none is named, and names it an error when it is"
  )
  func libraryRunHonoursLimits() throws {
    try Scenarios.restoring {
      try Lab.register(["list": [Self.limited]])
      let over = "scenario list rows 5\nincrement 0"
      #expect(try Lab.run(script: over, file: "wide.lab").map(\.contestant) == Self.own)
      let error = #expect(throws: Lab.RegistrationError.self) {
        try Lab.run(script: over, file: "wide.lab", contestants: ["test/limited"])
      }
      #expect(
        error?.message == "error: wide.lab: test/limited runs at most 4 rows, not 5: a test's limit"
      )
      let within = "scenario list rows 4\nincrement 0"
      #expect(try Lab.run(script: within).map(\.contestant) == Self.own + ["test/limited"])
      #expect(
        try Lab.run(script: within, contestants: ["test/limited"]).map(\.metExpectation) == [true])
    }
  }

  @Test(
    "compare fuzz lists a contestant whose limit refuses the drawn parameters as not run, and names it an error when it is asked for"
  )
  func fuzzSaysWhatItLeftOut() throws {
    try Scenarios.restoring {
      try Lab.register(["list": [Self.limited]])
      // NB: seed 1 draws 6 rows for list, over test/limited's 4. The 10 steps and their verbs
      // are that seed's script; 60 contestant steps are those 10 steps × the 6 contestants
      // played (the list's own six; test/limited is not).
      let outcome = run(["fuzz", "--seed", "1", "--steps", "10", "--scenario", "list"], "")
      #expect(outcome.status == 0)
      #expect(
        outcome.output == """
          fuzz seed 1
          list rows 6: 10 steps (clear 1, increment 1, remove 3, select 1, swap-rows 2,
              update-every-10th 2)
            vanilla: correct, observation: correct, store/legacy: correct, store/uncached: correct,
            store: correct, store/1.7: correct
            not run: test/limited runs at most 4 rows, not 6: a test's limit
          Covered 60 contestant steps; screens checked after every step, leaks walked at mount, \
          every 64 steps
          or more (at most 4 objects per step) and before each teardown.
          Every correct contestant run stayed correct and leaked nothing.
          1 contestant was not run: its limits refuse the drawn parameters.

          """)
      let named = run(
        ["fuzz", "--seed", "1", "--scenario", "list", "--contestant", "test/limited"], "")
      #expect(named.status == 2)
      #expect(named.output == "")
      #expect(
        named.errors.hasPrefix(
          "error: fuzz seed 1 draws list rows 6: test/limited runs at most 4 rows, not 6: "
            + "a test's limit; another --seed draws other parameters\n"))
      // NB: seed 6 draws no rows, within the limit: it is played like the others.
      let within = run(
        [
          "fuzz", "--seed", "6", "--steps", "10", "--scenario", "list", "--contestant",
          "test/limited",
        ], "")
      #expect(within.status == 0)
      #expect(within.output.contains("\n  test/limited: correct\n"))
    }
  }

  @Test(
    "a fuzz run cut into shards for worker processes says once which contestant its limit kept out, and every shard's worker runs"
  )
  func shardsSayWhatTheyLeftOut() throws {
    try Scenarios.restoring {
      try Lab.register(["list": [Self.limited]])
      let list = try #require(Scenarios.all.first { $0.name == "list" })
      let whole = Fuzzer.run(FuzzUnit(list), seed: 1, steps: 10)
      #expect(whole.notRun == ["test/limited runs at most 4 rows, not 6: a test's limit"])
      #expect(whole.verdicts.count == Self.own.count)
      // NB: four workers for one scenario: it is cut into shards of the contestants that run.
      let plan = FuzzPlan(scenarios: [list], seed: 1, steps: 10, jobs: 4)
      #expect(plan.units.count > 1)
      #expect(plan.units.flatMap { $0.only ?? [] }.sorted() == Self.own.sorted())
      // NB: each shard is run with the command line its worker gets, here, with JSON on
      // standard output in place of `--worker` (which would end this process with its parent's
      // pipe), and the parts merged as the parent merges them.
      let results = plan.units.map { unit in
        var arguments = Fuzzer.workerArguments(for: unit, seed: 1, steps: 10, stepLimit: nil)
        arguments.removeAll { $0 == "--worker" }
        let outcome = run(arguments + ["--format", "json"], "")
        #expect(outcome.status == 0, "\(unit.label): \(outcome.errors)")
        return (unit: unit, report: Fuzzer.report(of: unit, from: Array(outcome.output.utf8)))
      }
      #expect(Fuzzer.merged(results, scenarios: [list], seed: 1) == [whole])
    }
  }

  @Test("at its limit a contestant runs")
  func atTheLimit() {
    let contestant = ListLegacyStoreViews.contestant
    #expect(contestant.refusal(Parameters(["rows": 500])) == nil)
    #expect(contestant.refusal(Parameters(["rows": 501])) != nil)
    #expect(ListStoreViews.contestant.refusal(Parameters(["rows": 100_000])) == nil)
  }

  @Test("the bench skips a contestant's sizes over its limit, with the reason")
  func benchSkips() {
    let settings = Bench.Settings(
      rounds: 1, stepsPerRound: 1, warmUpSteps: 0, budget: 60, maximumSize: 1_000,
      contestants: ["store/uncached"])
    let series = Bench.run([BenchAxis.list], settings: settings)
    let increment = series.first {
      $0.contestant == "store/uncached" && $0.operation == "increment a middle row"
    }
    #expect(increment?.nanoseconds.keys.sorted() == [10, 100])
    #expect(
      increment?.skipped
        == "sizes from 1,000 skipped: store/uncached runs at most 500 rows, not 1,000: each send "
        + "re-derives every row's state through its section's rows (rows²)")
  }
}
