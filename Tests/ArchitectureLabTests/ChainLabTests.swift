import Testing

@testable import ArchitectureLab

/// The `chain` scenario in the lab: per-step logs pinned inline, and the built-in script.
@Suite("Chain in the lab")
struct ChainLabTests {
  private static let increment = "scenario chain depth 6\nincrement-leaf"
  private static let toggle = "scenario chain depth 6\ntoggle-root"

  @Test(
    "increment-leaf re-renders only the settings screen, however deep",
    arguments: [
      ("vanilla", "SettingsViewModel.objectWillChange"),
      ("observation", "SettingsView.observationChange"),
      ("store", "SettingsView.observationChange"),
    ])
  func incrementLeaf(contestant: String, notification: String) throws {
    #expect(
      try stepLog(Self.increment, contestant: contestant, step: 1) == """
        step 1: increment-leaf
          SettingsView.body
          \(notification)
        """)
  }

  /// The store: the app's view and the settings screen read the one `notificationsOn` field;
  /// the levels read nothing, and no store is created or scoped.
  @Test("toggle-root on the store: one callback per reader of the shared field, no store work")
  func toggleRootStore() throws {
    #expect(
      try stepLog(Self.toggle, contestant: "store", step: 1) == """
        step 1: toggle-root
          AppView.body
          AppView.observationChange
          SettingsView.body
          SettingsView.observationChange
        """)
  }

  /// Vanilla: the app sends and replays into the settings screen, which sends; its replay back
  /// is stopped by the guard. No level sends.
  @Test("toggle-root on vanilla: both copies send, one replay, one guard skip")
  func toggleRootVanilla() throws {
    #expect(
      try stepLog(Self.toggle, contestant: "vanilla", step: 1) == """
        step 1: toggle-root
          AppView.body
          AppViewModel.guardSkip
          AppViewModel.objectWillChange
          AppViewModel.replay
          SettingsView.body
          SettingsViewModel.objectWillChange
        """)
  }

  @Test("the store mounts one store per level, each scoped once from its parent")
  func mountStore() throws {
    let log = try stepLog("scenario chain depth 3", contestant: "store", step: 0)
    #expect(
      log == """
        step 0: mount
          AppView.body
          LevelView.body
          LevelView.body
          LevelView.body
          SettingsView.body
          StoreOf<SettingsChain.App>.init
          StoreOf<SettingsChain.App>.scope
          StoreOf<SettingsChain.Level>.init
          StoreOf<SettingsChain.Level>.init
          StoreOf<SettingsChain.Level>.init
          StoreOf<SettingsChain.Level>.scope
          StoreOf<SettingsChain.Level>.scope
          StoreOf<SettingsChain.Level>.scope
          StoreOf<SettingsChain.Settings>.init
        """)
  }

  /// The floor is each correct contestant's but three: uncached, whose toggle re-renders the
  /// app, which re-creates every level's store below it; bindings, whose toggle hands every
  /// level a changed binding; and legacy, whose app and settings screen each run a body at mount
  /// that only makes their `WithViewStore` (a helper's body, off the screen).
  @Test("at the deepest chain every correct contestant stays correct; most at the floor")
  func deepestChain() throws {
    let parsed = try script("scenario chain depth 256\nincrement-leaf\ntoggle-root")
    let results = try Runner.run(parsed, contestants: parsed.scenario.contestants)
    for result in results where result.contestant.expected == .correct {
      #expect(result.verdict == .correct, "\(result.contestant.name)")
      #expect(result.steps[1].bodies == 1, "\(result.contestant.name)")
      if !Self.aboveTheFloor.contains(result.contestant.name) {
        #expect(result.totals.wasted == 0, "\(result.contestant.name)")
      }
    }
    let bindings = try #require(results.first { $0.contestant.name == "vanilla/bindings" })
    #expect(bindings.steps[2].wasted == 256)
  }

  /// Contestants of `chain` that spend renders above the floor by design.
  private static let aboveTheFloor: Set = ["store/legacy", "store/uncached", "vanilla/bindings"]

  @Test(
    "the built-in chain script: every contestant meets its verdict and leaks nothing; the correct ones but the legacy stores and bindings at the floor"
  )
  func builtInScript() throws {
    let parsed = try script(try #require(BuiltinScripts.named("chain")).text)
    let results = try Runner.run(parsed, contestants: parsed.scenario.contestants)
    #expect(
      results.map(\.contestant.name) == [
        "vanilla", "vanilla/bindings", "vanilla/field-forwarding", "vanilla/shared-model",
        "observation", "observation/shared-model", "observation/unguarded", "store/legacy",
        "store/uncached", "store",
      ])
    for result in results {
      #expect(result.metExpectation, "\(result.contestant.name)")
      #expect(result.leaked == [], "\(result.contestant.name)")
      if result.verdict == .correct, !Self.aboveTheFloor.contains(result.contestant.name) {
        #expect(result.totals.wasted == 0, "\(result.contestant.name)")
      }
    }
  }
}
