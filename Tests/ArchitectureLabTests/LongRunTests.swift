import Foundation
import Testing

@testable import ArchitectureLab

/// Long runs stay flat in memory and show they are alive: issue 13's "`repeat` expands up front
/// without a total bound" and "`repeat 1000000 increment` runs past 60 s with memory growing and
/// no output". Memory is shown by counting what is retained, not by measuring it; the measured
/// figure is in docs/performance.md.
@Suite("Long runs")
struct LongRunTests {
  @Test("#13 a repeat line is one parsed line, its steps made as they are read")
  func repeatIsOneLine() throws {
    let text = "scenario basics\n" + String(repeating: "repeat 1000000 increment\n", count: 100)
    let parsed = try script(text)
    #expect(parsed.steps.count == 100_000_000)
    #expect(parsed.steps[99_999_999].text == "repeat 1000000 increment [1000000/1000000]")
    #expect(parsed.steps[99_999_999].line == 101)
    #expect(parsed.steps[1_000_000].text == "repeat 1000000 increment [1/1000000]")
    #expect(
      Array(parsed.steps.prefix(2)).map(\.text) == [
        "repeat 1000000 increment [1/1000000]", "repeat 1000000 increment [2/1000000]",
      ])
  }

  @Test("the steps of a script read in order are the steps read by position")
  func stepsIterateAsTheyIndex() throws {
    let parsed = try script("scenario basics\nrepeat 3 increment\nreset\nrepeat 2 decrement")
    let read = parsed.steps.map(\.text)
    #expect(read == (0..<parsed.steps.count).map { parsed.steps[$0].text })
    #expect(
      read == [
        "repeat 3 increment [1/3]", "repeat 3 increment [2/3]", "repeat 3 increment [3/3]", "reset",
        "repeat 2 decrement [1/2]", "repeat 2 decrement [2/2]",
      ])
  }

  @Test("#13 a run that hands its steps on keeps none of them, and hears every one")
  func runKeepsNoSteps() throws {
    let parsed = try script("scenario basics\nrepeat 2000 increment")
    var heard = [0, 0]
    var progress: [Int] = []
    let observer = Runner.Observer(
      step: { index, _ in heard[index] += 1 }, progress: { done, _ in progress.append(done) })
    let results = try Runner.run(
      parsed, contestants: Array(parsed.scenario.contestants.prefix(2)), keepingSteps: false,
      observer: observer)
    #expect(results.map(\.steps.count) == [0, 0])
    #expect(results.map(\.totals.steps) == [2_000, 2_000])
    #expect(heard == [2_001, 2_001], "the mount and every step")
    #expect(progress == Array(1...2_000))
  }

  @Test("a run that reads no timelines counts every event a run that reads them counts")
  func countsWithoutTimelines() throws {
    for scenario in Scenarios.all {
      var generator = ScriptGenerator(scenario: scenario, seed: 3)
      let (generated, _) = try generator.script(steps: 40)
      func run(readingTimelines: Bool) throws -> (results: [ContestantResult], events: Int) {
        var events = 0
        let results = try Runner.run(
          generated, contestants: scenario.contestants, keepingSteps: false,
          observer: Runner.Observer(
            step: { _, step in events += step.events.count }, readsScreens: false,
            readsTimelines: readingTimelines))
        return (results, events)
      }
      let read = try run(readingTimelines: true)
      let counted = try run(readingTimelines: false)
      #expect(counted.results.map(\.totals) == read.results.map(\.totals), "\(scenario.name)")
      #expect(counted.results.map(\.teardown) == read.results.map(\.teardown), "\(scenario.name)")
      #expect(read.results.allSatisfy { $0.totals.notifications + $0.totals.storesCreated > 0 })
      #expect(read.events > 0 && counted.events == 0, "\(scenario.name): no timeline kept")
    }
  }

  @Test("a run that counts no renders makes every check a run that counts them makes")
  func checksWithoutRenderCounts() throws {
    let staleSteps = try playedBothWays({ counting in
      Runner.Observer(readsScreens: false, readsTimelines: false, readsRenderCounts: counting)
    }) { name, counted, uncounted in
      // NB: every other count is the same; these three are not worked out.
      #expect(
        uncounted.results.map(\.totals) == counted.results.map { Self.withoutRenders($0.totals) },
        "\(name)")
      #expect(counted.results.allSatisfy { $0.totals.bodies > 0 && $0.totals.floor > 0 })
      #expect(uncounted.steps.allSatisfy { $0.bodyRuns.isEmpty && $0.needed.isEmpty })
    }
    // NB: the broken contestants went stale, so the stale checks were compared, not only empty.
    #expect(staleSteps > 0)
  }

  @Test("a run that counts no events makes every check a run that counts them makes")
  func checksWithoutEventCounts() throws {
    let staleSteps = try playedBothWays({ counting in
      Runner.Observer(
        readsScreens: false, readsTimelines: false, readsRenderCounts: false,
        readsEventCounts: counting)
    }) { name, counted, uncounted in
      #expect(
        uncounted.results.map(\.totals) == counted.results.map { Self.withoutStepEvents($0) },
        "\(name)")
      #expect(uncounted.results.map(\.teardown) == counted.results.map(\.teardown), "\(name)")
      #expect(counted.results.allSatisfy { $0.totals.notifications > 0 }, "\(name)")
      #expect(uncounted.steps.allSatisfy { $0.timeline.counts == Counters() }, "\(name)")
    }
    #expect(staleSteps > 0)
  }

  @Test("an observer shown the screens gets the reference's views, whether renders are counted")
  func screensWithoutRenderCounts() throws {
    _ = try playedBothWays({ counting in
      Runner.Observer(readsScreens: true, readsTimelines: false, readsRenderCounts: counting)
    }) { name, counted, uncounted in
      #expect(uncounted.steps.map(\.reference) == counted.steps.map(\.reference), "\(name)")
      #expect(uncounted.steps.allSatisfy { $0.reference?.views.isEmpty == false }, "\(name)")
    }
  }

  /// `totals` without the counts a run that counts no renders does not work out.
  private static func withoutRenders(_ totals: Counters) -> Counters {
    var totals = totals
    (totals.bodies, totals.floor, totals.wasted) = (0, 0, 0)
    return totals
  }

  /// `result`'s totals as a run that records no step's events counts them: its steps and stale
  /// views, and its teardown's events, which are recorded all the same.
  private static func withoutStepEvents(_ result: ContestantResult) -> Counters {
    var totals = Counters()
    (totals.steps, totals.staleViews) = (result.totals.steps, result.totals.staleViews)
    totals.add(result.teardown)
    return totals
  }

  /// What one way of playing a script gave: every contestant's result and every step heard.
  private struct Played {
    var results: [ContestantResult] = []
    var steps: [StepResult] = []
  }

  /// Plays each scenario's generated 40-step script (seed 3) on every contestant, the broken
  /// ones too, once with the observer `observer(true)` makes and once with `observer(false)`'s;
  /// expects the same checks of both (verdicts, stale views per run and per step, notes, stops,
  /// leaks), then hands the scenario's name and both plays to `compare`.
  ///
  /// - Returns: How many steps the first plays found stale.
  private func playedBothWays(
    _ observer: (Bool) -> Runner.Observer, compare: @MainActor (String, Played, Played) -> Void
  ) throws -> Int {
    var staleSteps = 0
    for scenario in Scenarios.all {
      var generator = ScriptGenerator(scenario: scenario, seed: 3)
      let (generated, _) = try generator.script(steps: 40)
      func play(_ flag: Bool) throws -> Played {
        var played = Played()
        var heard = observer(flag)
        heard.step = { _, step in played.steps.append(step) }
        let results = try Runner.run(
          generated, contestants: scenario.contestants, keepingSteps: false, observer: heard)
        played.results = results
        return played
      }
      let first = try play(true)
      let second = try play(false)
      let name = scenario.name
      #expect(second.results.map(\.verdict) == first.results.map(\.verdict), "\(name)")
      #expect(second.results.map(\.staleViews) == first.results.map(\.staleViews), "\(name)")
      #expect(second.results.map(\.stop) == first.results.map(\.stop), "\(name)")
      #expect(second.results.map(\.leaked) == first.results.map(\.leaked), "\(name)")
      #expect(second.steps.map(\.stale) == first.steps.map(\.stale), "\(name)")
      #expect(second.steps.map(\.note) == first.steps.map(\.note), "\(name)")
      compare(name, first, second)
      staleSteps += first.steps.filter { !$0.stale.isEmpty }.count
    }
    return staleSteps
  }

  @Test("#13 every per-step format writes every step of a long repeat, in order")
  func perStepFormatsWriteEveryStep() throws {
    let text = "scenario basics\nrepeat 300 increment\nreset"
    let csv = CompareCommand.run(["run", "long.lab", "--format", "csv"]) { _ in text }
    let rows = csv.output.split(separator: "\n")
    let contestants = BasicsScenario.scenario.contestants.count
    #expect(rows.count == 1 + contestants * 302)
    #expect(rows[302].hasPrefix("long,vanilla,301,reset,"))
    #expect(rows[303].hasPrefix("long,observation,0,mount,"))
    let json = CompareCommand.run(["run", "long.lab", "--format", "json"]) { _ in text }
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let runs = try #require(document["runs"] as? [[String: Any]])
    #expect(
      runs.map { ($0["steps"] as? [Any])?.count } == Array(repeating: 302, count: contestants))
    let log = CompareCommand.run(["log", "long.lab", "--contestant", "store"]) { _ in text }
    #expect(log.output.hasPrefix("# long × store: correct\nstep 0: mount\n  CounterView.body\n"))
    #expect(log.output.split(separator: "\n").filter { $0.hasPrefix("step ") }.count == 302)
    #expect(
      log.output.hasSuffix(
        "step 301: reset\n  CounterView.body\n  CounterView.observationChange\nteardown:\n"
          + "  StoreOf<Basics.Counter>.deinit\n"))
  }

  @Test("#13 progress: a line every interval of a long run, none for a short one")
  func progressTicker() {
    let clock = FakeClock()
    var lines: [String] = []
    let ticker = ProgressTicker(every: .seconds(2), now: clock.now) { lines.append($0) }
    clock.tick = .milliseconds(500)
    for step in 1...10 { ticker.tick("step \(step)") }
    // The ticker starts at 0 s; steps read 0.5 s, 1 s, …: step 4 reads 2 s, step 8 reads 4 s.
    #expect(lines == ["step 4", "step 8"])
    let quiet = ProgressTicker(every: .seconds(2), now: clock.now) { lines.append($0) }
    clock.tick = .milliseconds(1)
    for step in 1...100 { quiet.tick("quiet \(step)") }
    #expect(lines == ["step 4", "step 8"], "100 ms in all: nothing")
  }
}
