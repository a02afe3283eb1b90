import Testing

@testable import Compare

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

  /// The root reads the screens' ids (they changed), the new screen is inserted with its store,
  /// made by the collection store on first access; the other screens' stores are cached.
  @Test("push on the store: the root and the new screen render; one store is made")
  func pushStore() throws {
    #expect(
      try stepLog(Self.three + "\npush", contestant: "store", step: 1) == """
        step 1: push
          ScreenView.body
          StackView.body
          StackView.observationChange
          StoreOf<IdentifiedArrayOf<Screen>>.scope
          StoreOf<Screen>.init
        """)
  }

  @Test("pop on the store: the root renders and the popped screen's store is evicted and released")
  func popStore() throws {
    #expect(
      try stepLog(Self.three + "\npop", contestant: "store", step: 1) == """
        step 1: pop
          StackView.body
          StackView.observationChange
          StoreOf<Screen>.deinit
        """)
  }

  @Test("increment on an empty stack is a script error at its line")
  func incrementEmpty() {
    let error = #expect(throws: ScriptError.self) {
      try run("scenario stack size 0\nincrement", contestant: "store")
    }
    #expect(
      error?.description
        == "test.lab:2:1: error: the last ScreenView is not on screen at this step")
  }

  @Test(
    "the built-in stack script: every contestant correct, nothing leaked, all but legacy at the floor"
  )
  func builtInScript() throws {
    let parsed = try script(BuiltinScripts.stack.text)
    expectCorrectAndAtFloorButLegacy(
      try Runner.run(parsed, contestants: parsed.scenario.contestants))
  }
}
