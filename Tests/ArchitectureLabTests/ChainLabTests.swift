import Testing

@testable import ArchitectureLab

/// The `chain` scenario in the lab: per-step logs pinned inline, and the built-in script.
@Suite("Chain in the lab")
struct ChainLabTests {
  private static let increment = "scenario chain depth 6\nincrement-leaf"
  /// The app's toggle and the settings screen's.
  nonisolated private static let toggles = ["toggle-root", "toggle-leaf"]

  /// A chain of depth 6 and one toggle, `verb`.
  private static func toggle(_ verb: String) -> String { "scenario chain depth 6\n\(verb)" }

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

  /// The store: one send, from the app or from the settings screen, toggles the one
  /// `notificationsOn` field the app's view and the settings screen read; nothing is replayed,
  /// the levels read nothing, and no store is created or scoped.
  @Test(
    "a toggle at either end on the store: one callback per reader of the shared field, no store work",
    arguments: Self.toggles)
  func toggleStore(verb: String) throws {
    #expect(
      try stepLog(Self.toggle(verb), contestant: "store", step: 1) == """
        step 1: \(verb)
          AppView.body
          AppView.observationChange
          SettingsView.body
          SettingsView.observationChange
        """)
  }

  /// Vanilla: the copy toggled sends and is replayed into the other behind the guard, which
  /// sends; the other's replay back is stopped by the guard. Down from the app on `toggle-root`,
  /// up from the settings screen on `toggle-leaf`. No level sends.
  @Test(
    "a toggle at either end on vanilla: both copies send, one replay, one guard skip",
    arguments: Self.toggles)
  func toggleVanilla(verb: String) throws {
    #expect(
      try stepLog(Self.toggle(verb), contestant: "vanilla", step: 1) == """
        step 1: \(verb)
          AppView.body
          AppViewModel.guardSkip
          AppViewModel.objectWillChange
          AppViewModel.replay
          SettingsView.body
          SettingsViewModel.objectWillChange
        """)
  }

  /// `@Observable`: the `didSet` of the copy toggled replays into the other behind the guard
  /// (on `toggle-leaf` through the callback the app gave the settings screen); the other's
  /// `didSet` tries to replay back and the guard stops it. Only the two views that read the
  /// setting are told.
  @Test(
    "a toggle at either end on observation: one replay, one guard skip, the two readers told",
    arguments: Self.toggles)
  func toggleObservation(verb: String) throws {
    #expect(
      try stepLog(Self.toggle(verb), contestant: "observation", step: 1) == """
        step 1: \(verb)
          AppModel.guardSkip
          AppModel.replay
          AppView.body
          AppView.observationChange
          SettingsView.body
          SettingsView.observationChange
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

  /// The floor is each correct contestant's but four: uncached, whose toggle re-renders the
  /// app, which re-creates every level's store below it; bindings, whose toggle hands every
  /// level a changed binding; legacy, whose app and settings screen each run a body at mount
  /// that only makes their `WithViewStore` (a helper's body, off the screen); and `store/1.7`
  /// (``leafIncrementWaste``).
  @Test("at the deepest chain every correct contestant stays correct; most at the floor")
  func deepestChain() throws {
    let parsed = try script("scenario chain depth 256\nincrement-leaf\ntoggle-root")
    let results = try Runner.run(parsed, contestants: parsed.scenario.contestants)
    for result in results
    where result.contestant.expected == .correct && result.contestant.name != "store/1.7" {
      #expect(result.verdict == .correct, "\(result.contestant.name)")
      #expect(result.steps[1].bodies == 1, "\(result.contestant.name)")
      if !Self.aboveTheFloor.contains(result.contestant.name) {
        #expect(result.totals.wasted == 0, "\(result.contestant.name)")
      }
    }
    let bindings = try #require(results.first { $0.contestant.name == "vanilla/bindings" })
    #expect(bindings.steps[2].wasted == 256)
    // NB: store/1.7 runs the settings screen's body and wastes the app's, however deep.
    let release1_7 = try #require(results.first { $0.contestant.name == "store/1.7" })
    #expect(release1_7.verdict == .correct)
    #expect(release1_7.steps[1].bodies == 2)
    #expect(release1_7.steps[1].wastedRuns == Self.leafIncrementWaste)
    #expect(release1_7.totals.wasted == 1)
  }

  /// Contestants of `chain` that spend renders above the floor by design, beside `store/1.7`.
  private static let aboveTheFloor: Set = ["store/legacy", "store/uncached", "vanilla/bindings"]

  /// What `store/1.7` wastes on each `increment-leaf`, and only there: the settings state is
  /// derived from the app's, and its setter writes both shared fields back. The unchanged
  /// `notificationsOn` is an equal assignment, which 1.7.0's rules notify (`store`'s do not),
  /// so the app's view, which reads it, runs its body for nothing.
  private static let leafIncrementWaste = ["AppView": 1]

  @Test(
    "the built-in chain script: every contestant meets its verdict and leaks nothing; the correct ones but the legacy stores, bindings and store/1.7 at the floor"
  )
  func builtInScript() throws {
    let parsed = try script(try #require(BuiltinScripts.named("chain")).text)
    let results = try Runner.run(parsed, contestants: parsed.scenario.contestants)
    #expect(
      results.map(\.contestant.name) == [
        "vanilla", "vanilla/bindings", "vanilla/field-forwarding", "vanilla/shared-model",
        "observation", "observation/shared-model", "observation/unguarded", "store/legacy",
        "store/uncached", "store", "store/1.7",
      ])
    for result in results {
      #expect(result.metExpectation, "\(result.contestant.name)")
      #expect(result.leaked == [], "\(result.contestant.name)")
      if result.verdict == .correct, !Self.aboveTheFloor.contains(result.contestant.name),
        result.contestant.name != "store/1.7"
      {
        #expect(result.totals.wasted == 0, "\(result.contestant.name)")
      }
    }
    // NB: store/1.7 wastes the app's body on each increment-leaf step (a repeated one reads
    // `repeat 3 increment-leaf [1/3]`), and nothing at mount or on any other step.
    let release1_7 = try #require(results.first { $0.contestant.name == "store/1.7" })
    #expect(release1_7.verdict == .correct)
    let isLeafIncrement = { (step: StepResult) in step.text.contains("increment-leaf") }
    for step in release1_7.steps {
      #expect(
        step.wastedRuns == (isLeafIncrement(step) ? Self.leafIncrementWaste : [:]),
        "\(step.index): \(step.text)")
    }
    let leafIncrements = release1_7.steps.count(where: isLeafIncrement)
    // NB: the script's increment-leaf lines: three alone, one `repeat 3`, and one more; the
    // count it ends at, 7.
    #expect(leafIncrements == 7)
    #expect(release1_7.totals.wasted == leafIncrements)
  }
}
