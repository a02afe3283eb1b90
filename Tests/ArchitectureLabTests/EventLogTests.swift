import Testing

@testable import ArchitectureLab

/// Per-step event logs of the built-in scenarios, pinned inline: one rule per test, the events
/// sorted so a step compares as a multiset.
@Suite("Event logs")
struct EventLogTests {
  @Test("basics increment: vanilla's view model sends once and the counter re-renders")
  func basicsIncrementVanilla() throws {
    #expect(
      try stepLog("scenario basics\nincrement", contestant: "vanilla", step: 1) == """
        step 1: increment
          CounterView.body
          CounterViewModel.objectWillChange
        """)
  }

  @Test("basics increment: an observation callback reaches the counter, which re-renders")
  func basicsIncrementObservation() throws {
    #expect(
      try stepLog("scenario basics\nincrement", contestant: "observation", step: 1) == """
        step 1: increment
          CounterView.body
          CounterView.observationChange
        """)
  }

  @Test("basics increment: the store's view re-renders for the field it read; no store is made")
  func basicsIncrementStore() throws {
    #expect(
      try stepLog("scenario basics\nincrement", contestant: "store", step: 1) == """
        step 1: increment
          CounterView.body
          CounterView.observationChange
        """)
  }

  @Test("basics reset at 0: Combine has no equality check, so vanilla re-renders an unchanged view")
  func basicsResetAtZero() throws {
    let vanilla = try run("scenario basics\nreset", contestant: "vanilla").steps[1]
    #expect(
      vanilla.log == """
        step 1: reset  [wasted: CounterView]
          CounterView.body
          CounterViewModel.objectWillChange
        """)
    #expect(vanilla.wasted == 1)
    let observation = try run("scenario basics\nreset", contestant: "observation").steps[1]
    #expect(observation.log == "step 1: reset")
  }

  /// The counter saves 1: it sends, the parent forwards it (1st parent send); the counter's
  /// `$favorites` sink replays into the profile behind the guard (replay); the profile sends and
  /// the parent forwards it (2nd parent send); the profile's sink tries to replay back and the
  /// guard stops it (guardSkip). Every view over a sender re-renders once; the new row is inserted.
  @Test("favorites save on vanilla: forwarded sends, one replay, one guard skip")
  func favoritesSaveVanilla() throws {
    #expect(
      try stepLog("scenario favorites\nincrement\nsave", contestant: "vanilla", step: 2) == """
        step 2: save
          AppView.body
          AppViewModel.guardSkip
          AppViewModel.objectWillChange
          AppViewModel.objectWillChange
          AppViewModel.replay
          CounterView.body
          CounterViewModel.objectWillChange
          FavoriteRow.body
          ProfileView.body
          ProfileViewModel.objectWillChange
        """)
  }

  /// Only `favorites` changed in the root state; the three views that read it get one callback
  /// each and re-render, and the new row is inserted. No store is created: the child stores are
  /// cached, and rows take the profile's store.
  @Test("favorites save on the store: only the views that read favorites re-render")
  func favoritesSaveStore() throws {
    #expect(
      try stepLog("scenario favorites\nincrement\nsave", contestant: "store", step: 2) == """
        step 2: save
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
          FavoriteRow.body
          ProfileView.body
          ProfileView.observationChange
        """)
  }

  @Test("favorites increment on the store: the profile, which does not read the count, stays")
  func favoritesIncrementStore() throws {
    #expect(
      try stepLog("scenario favorites\nincrement", contestant: "store", step: 1) == """
        step 1: increment
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
        """)
  }

  @Test("the store mounts with one root store and one cached store per scoped child")
  func favoritesMountStore() throws {
    #expect(
      try stepLog("scenario favorites", contestant: "store", step: 0) == """
        step 0: mount
          AppView.body
          CounterView.body
          ProfileView.body
          StoreOf<Favorites.App>.init
          StoreOf<Favorites.App>.scope
          StoreOf<Favorites.App>.scope
          StoreOf<Favorites.Counter>.init
          StoreOf<Favorites.Profile>.init
        """)
  }

  @Test("a stale contestant is reported with the views that went stale")
  func publishedChildrenGoStale() throws {
    let result = try run("scenario favorites\nincrement", contestant: "vanilla/published-children")
    #expect(result.verdict == .stale)
    #expect(result.staleViews == ["AppView"])
    #expect(
      result.steps[1].log == """
        step 1: increment  [stale: AppView]
          CounterView.body
          CounterViewModel.objectWillChange
        """)
  }

  @Test("an unguarded two-way replay is stopped, reported as a loop, and the run goes on")
  func unguardedLoops() throws {
    let result = try run(
      "scenario favorites\nincrement\nsave\nincrement", contestant: "vanilla/unguarded")
    #expect(result.verdict == .loop)
    #expect(result.loopStep == 2)
    #expect(result.steps.count == 3)
    #expect(result.leaked == [])
  }

  @Test("every built-in run meets its declared verdict and leaks nothing")
  func builtInRuns() throws {
    let outcome = CompareCommand.run([])
    #expect(outcome.status == 0)
    #expect(outcome.errors == "")
    for entry in BuiltinScripts.all {
      let parsed = try script(entry.text)
      for result in try ScriptLoading.results(of: parsed, contestant: nil) {
        #expect(result.metExpectation, "\(entry.name) × \(result.contestant.name)")
        #expect(result.leaked == [], "\(entry.name) × \(result.contestant.name)")
      }
    }
  }

  private static let remove = "scenario favorites\nincrement\nsave\nremove-favorite 1"
  private static let save = "scenario favorites\nincrement\nsave"

  /// The same wiring as a save, started from the profile: the profile sends and is forwarded,
  /// replays into the counter (which sends and is forwarded), and the echo is stopped. The removed
  /// row disappears: no body runs for it.
  @Test(
    "favorites remove-favorite on vanilla: the profile replays into the counter behind the guard")
  func removeFavoriteVanilla() throws {
    #expect(
      try stepLog(Self.remove, contestant: "vanilla", step: 3) == """
        step 3: remove-favorite 1
          AppView.body
          AppViewModel.guardSkip
          AppViewModel.objectWillChange
          AppViewModel.objectWillChange
          AppViewModel.replay
          CounterView.body
          CounterViewModel.objectWillChange
          ProfileView.body
          ProfileViewModel.objectWillChange
        """)
  }

  /// The counter sends (counter 1, parent 1) and its sink replays into the profile (replay 1,
  /// profile 1, parent 2). The profile's sink replays the same list back into the counter
  /// (replay 2), whose assignment sends again (counter 2, parent 3) before the counter's `removeDuplicates` drops the echo.
  /// 2/1/3 for a save; a removal from the profile is the mirror image, 1/2/3.
  @Test("favorites save on vanilla/dedup: removeDuplicates stops the echo after it was sent: 2/1/3")
  func saveDedup() throws {
    #expect(
      try stepLog(Self.save, contestant: "vanilla/dedup", step: 2) == """
        step 2: save
          AppView.body
          CounterView.body
          CounterViewModel.objectWillChange
          CounterViewModel.objectWillChange
          DedupAppViewModel.objectWillChange
          DedupAppViewModel.objectWillChange
          DedupAppViewModel.objectWillChange
          DedupAppViewModel.replay
          DedupAppViewModel.replay
          FavoriteRow.body
          ProfileView.body
          ProfileViewModel.objectWillChange
          RemoveDuplicates.duplicateSkip
        """)
  }

  @Test("favorites remove-favorite on vanilla/dedup: the echo lands on the profile: 1/2/3")
  func removeFavoriteDedup() throws {
    #expect(
      try stepLog(Self.remove, contestant: "vanilla/dedup", step: 3) == """
        step 3: remove-favorite 1
          AppView.body
          CounterView.body
          CounterViewModel.objectWillChange
          DedupAppViewModel.objectWillChange
          DedupAppViewModel.objectWillChange
          DedupAppViewModel.objectWillChange
          DedupAppViewModel.replay
          DedupAppViewModel.replay
          ProfileView.body
          ProfileViewModel.objectWillChange
          ProfileViewModel.objectWillChange
          RemoveDuplicates.duplicateSkip
        """)
  }

  /// The counter's `onChange` writes the profile's copy (one replay); the profile's `onChange`
  /// compares around a `Scope` that ignored the action and writes nothing back, so there is no
  /// echo to skip. The views are `store`'s, each observing its tab's stored field, and run as
  /// `store`'s do: the same bodies and callbacks, plus the replay.
  @Test("favorites save on store/on-change: store's views and callbacks, one replay, no echo")
  func saveOnChange() throws {
    #expect(
      try stepLog(Self.save, contestant: "store/on-change", step: 2) == """
        step 2: save
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
          FavoriteRow.body
          Favorites.OnChangeApp.replay
          ProfileView.body
          ProfileView.observationChange
        """)
  }

  @Test("favorites remove-favorite on store/on-change: the profile's onChange writes back, once")
  func removeFavoriteOnChange() throws {
    #expect(
      try stepLog(Self.remove, contestant: "store/on-change", step: 3) == """
        step 3: remove-favorite 1
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
          Favorites.OnChangeApp.replay
          ProfileView.body
          ProfileView.observationChange
        """)
  }

  /// No `objectWillChange` exists: each view that read a changed property gets one callback. The
  /// replay still runs, and a `didSet` fires even for the equal echo, so the guard skips it.
  @Test("favorites save on observation: one callback per reading view, one replay, one guard skip")
  func saveObservation() throws {
    #expect(
      try stepLog(Self.save, contestant: "observation", step: 2) == """
        step 2: save
          AppModel.guardSkip
          AppModel.replay
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
          FavoriteRow.body
          ProfileView.body
          ProfileView.observationChange
        """)
  }

  @Test("favorites remove-favorite on observation: the same shape from the profile's side")
  func removeFavoriteObservation() throws {
    #expect(
      try stepLog(Self.remove, contestant: "observation", step: 3) == """
        step 3: remove-favorite 1
          AppModel.guardSkip
          AppModel.replay
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
          ProfileView.body
          ProfileView.observationChange
        """)
  }

  @Test("#14 log with several contestants lists each step's events per contestant in turn")
  func logSideBySide() {
    let outcome = CompareCommand.run([
      "log", "both.lab", "--contestant", "vanilla", "--contestant", "store",
    ]) { _ in "scenario basics\nincrement" }
    #expect(outcome.status == 0)
    #expect(
      outcome.output == """
        # both × vanilla: correct
        # both × store: correct
        step 0: mount
          vanilla:
            CounterView.body
          store:
            CounterView.body
            StoreOf<Basics.Counter>.init
        step 1: increment
          vanilla:
            CounterView.body
            CounterViewModel.objectWillChange
          store:
            CounterView.body
            CounterView.observationChange
        teardown:
          store:
            StoreOf<Basics.Counter>.deinit

        """)
  }

  @Test("a contestant over the time limit is stopped with the verdict timeout; the others go on")
  func timeLimit() throws {
    let parsed = try script("scenario basics\nincrement\nincrement")
    let clock = FakeClock()
    let contestants = ["vanilla", "observation", "store"].compactMap { name in
      BasicsScenario.scenario.contestants.first { $0.name == name }
    }
    // NB: the clock jumps 11 s a reading only while the second contestant mounts.
    let observer = Runner.Observer(step: { index, step in
      clock.tick = index == 0 && step.index == 0 ? .seconds(11) : .zero
    })
    let results = try Runner.run(
      parsed, contestants: contestants, timeLimit: clock.limit(.seconds(10)), observer: observer)
    #expect(results.map(\.verdict) == [.correct, .timeout, .correct])
    #expect(results[1].loopStep == nil)
    #expect(
      results[1].stop
        == ContestantResult.Stop(
          step: 0, verdict: .timeout,
          reason:
            "the first render ran 22.0 s, over the 10.0 s step limit (--step-limit SECONDS sets it)"
        ))
    #expect(results[1].steps.map(\.bodies) == [0], "stopped before its first body")
    #expect(results.map(\.totals.steps) == [2, 0, 2])
    #expect(results.allSatisfy { $0.leaked.isEmpty })
  }

  @Test("the time limit stops a render pass midway, not after it")
  func timeLimitInsideThePass() throws {
    let parsed = try script("scenario list rows 20\nincrement 0")
    let contestant = try #require(parsed.scenario.contestants.first { $0.name == "store" })
    let clock = FakeClock()
    clock.tick = .seconds(1)
    let result = try #require(
      try Runner.run(parsed, contestants: [contestant], timeLimit: clock.limit(.seconds(5))).first)
    // The clock is read when the turn starts (at 1 s), then before each view is visited: the
    // views visited at 2, 3, 4 and 5 s render; the one at 6 s, past the 5 s limit, stops the pass.
    #expect(result.verdict == .timeout)
    #expect(result.steps.map(\.bodies) == [4])
    #expect(result.steps[0].floor == 23)
    #expect(result.steps[0].note == "stopped at the time limit; the screen is not checked")
    #expect(result.staleViews == [])
  }
}
