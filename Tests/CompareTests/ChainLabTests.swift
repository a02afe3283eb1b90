import Testing

@testable import Compare

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

  @Test("at the deepest chain every contestant stays correct; all but legacy at the floor")
  func deepestChain() throws {
    let parsed = try script("scenario chain depth 256\nincrement-leaf\ntoggle-root")
    for result in try Runner.run(parsed, contestants: parsed.scenario.contestants) {
      #expect(result.verdict == .correct, "\(result.contestant.name)")
      #expect(result.steps[1].bodies == 1, "\(result.contestant.name)")
      // NB: a legacy toggle re-renders the app, which re-creates every level's store below it.
      if result.contestant.name != "store/uncached" {
        #expect(result.totals.wasted == 0, "\(result.contestant.name)")
      }
    }
  }

  /// The levels read nothing from their stores, so the store pays no read on the way here.
  @Test(
    "the built-in chain script: every contestant correct, nothing leaked, all but legacy at the floor"
  )
  func builtInScript() throws {
    let parsed = try script(BuiltinScripts.chain.text)
    expectCorrect(
      try Runner.run(parsed, contestants: parsed.scenario.contestants),
      atTheFloor: ["vanilla", "observation", "store"])
  }
}
