import Testing

@testable import ArchitectureLab

/// The `stack` scenario in the lab: per-step logs pinned inline, and the built-in script.
@Suite("Stack in the lab")
struct StackLabTests {
  private static let three = "scenario stack size 3"

  @Test(
    "increment re-renders only the top screen, in every school",
    arguments: [
      ("vanilla", "ScreenViewModel.objectWillChange"),
      ("observation", "ScreenView.observationChange"),
      ("store", "ScreenView.observationChange"),
    ])
  func incrementTop(contestant: String, notification: String) throws {
    let result = try run(Self.three + "\nincrement", contestant: contestant)
    #expect(
      result.steps[1].log == """
        step 1: increment
          ScreenView.body
          \(notification)
        """)
    #expect(result.steps[1].bodyRuns == ["StackView/ScreenView(3)": 1])
  }

  @Test("increment-at 0 re-renders only the bottom screen")
  func incrementBottom() throws {
    let result = try run(Self.three + "\nincrement-at 0", contestant: "store")
    #expect(result.steps[1].bodyRuns == ["StackView/ScreenView(1)": 1])
  }

  /// The root reads the screens' ids (they changed), and so does every screen, on the way to its
  /// own state (the store library's views read through the path: #2972); the new screen is
  /// inserted with its store, made by the collection store on first access; the other screens'
  /// stores are cached.
  @Test("push on the store: the root, every screen below and the new one render; one store is made")
  func pushStore() throws {
    #expect(
      try stepLog(Self.three + "\npush", contestant: "store", step: 1) == """
        step 1: push  [wasted: StackView/ScreenView(1), StackView/ScreenView(2), \
        StackView/ScreenView(3)]
          IdentifiedStoreOf<CounterStack.Screen>.scope
          ScreenView.body
          ScreenView.body
          ScreenView.body
          ScreenView.body
          ScreenView.observationChange
          ScreenView.observationChange
          ScreenView.observationChange
          StackView.body
          StackView.observationChange
          StoreOf<CounterStack.Screen>.init
        """)
  }

  /// The popped screen read the path on its way too: it runs once more as it goes, then its
  /// store is evicted and released.
  @Test("pop on the store: the root and every screen render, the popped one a last time")
  func popStore() throws {
    #expect(
      try stepLog(Self.three + "\npop", contestant: "store", step: 1) == """
        step 1: pop  [wasted: StackView/ScreenView(1), StackView/ScreenView(2), \
        StackView/ScreenView(3)]
          ScreenView.body
          ScreenView.body
          ScreenView.body
          ScreenView.observationChange
          ScreenView.observationChange
          ScreenView.observationChange
          StackView.body
          StackView.observationChange
          StoreOf<CounterStack.Screen>.deinit
        """)
  }

  /// The library's `NavigationStack(path:root:destination:)` puts its modifier on the root. The
  /// modifier's inputs are the cached store of the path and the app's destination as given, so
  /// the runs of the root that a push and a pop cause make an equal modifier, which does not run.
  @Test("the store's navigation modifier runs when the stack appears, not when the root re-runs")
  func navigationModifierRunsOnce() throws {
    let result = try run(Self.three + "\npush\npop", contestant: "store")
    let modifier = "StackView/_NavigationDestinationViewModifier"
    #expect(result.steps.map { $0.bodyRuns[modifier, default: 0] } == [1, 0, 0])
    #expect(result.steps.map { $0.bodyRuns["StackView", default: 0] } == [1, 1, 1])
  }

  @Test("increment on an empty stack is a script error at its line")
  func incrementEmpty() {
    let error = #expect(throws: ScriptError.self) {
      try run("scenario stack size 0\nincrement", contestant: "store")
    }
    #expect(
      error?.description
        == "test.lab:2:1: error: increment: [+] in the last ScreenView is not on screen at this step"
    )
  }

  @Test(
    "the built-in stack script: every contestant correct, nothing leaked; vanilla and observation at the floor"
  )
  func builtInScript() throws {
    let parsed = try script(try #require(BuiltinScripts.named("stack")).text)
    expectCorrect(
      try Runner.run(parsed, contestants: parsed.scenario.contestants),
      atTheFloor: ["vanilla", "observation"])
  }
}
