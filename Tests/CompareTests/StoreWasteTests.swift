import Testing

@testable import Compare

/// Every body run `store` spends above the oracle's floor on the built-in scripts, view by
/// view, so the claims of docs/design.md ("Why some counts are above the floor") are checked:
/// - *derived reads*, which vanilla, observation and store pay alike: the counter reads the favorites to choose
///   Save or Remove, and the list reads its rows to lay out its sections, so a change to the
///   collection re-runs them although what they show stays;
/// - *fresh values*: a counter reset or swapped to a value with a new identity but the same text,
///   which identity-aware observation cannot see through.
@Suite("Store above the floor")
struct StoreWasteTests {
  /// `step text: wasted views` for every step of a built-in script that wasted a render.
  private func wastedSteps(_ name: String, contestant: String) throws -> [String] {
    let entry = try #require(BuiltinScripts.all.first { $0.name == name })
    return try run(entry.text, contestant: contestant).steps.compactMap { step in
      guard !step.wastedRuns.isEmpty else { return nil }
      return "\(step.index) \(step.text): \(step.wastedViews.joined(separator: ", "))"
    }
  }

  @Test("store wastes renders on derived reads and fresh values, and nowhere else")
  func storeWaste() throws {
    #expect(try wastedSteps("basics", contestant: "store") == [])
    #expect(try wastedSteps("optional", contestant: "store") == [])
    #expect(try wastedSteps("enum", contestant: "store") == [])
    #expect(try wastedSteps("todos", contestant: "store") == [])
    #expect(try wastedSteps("stack", contestant: "store") == [])
    #expect(try wastedSteps("chain", contestant: "store") == [])
    // Derived reads: another number's favorite goes; the counter's button stays.
    #expect(
      try wastedSteps("favorites", contestant: "store") == [
        "6 remove-favorite 1: AppView/CounterView",
        "12 remove-favorite 3: AppView/CounterView",
      ])
    // Derived reads: a row added to or removed from a section that stays; the first count stays.
    #expect(
      try wastedSteps("list", contestant: "store") == [
        "2 repeat 5 add [2/5]: ListView",
        "3 repeat 5 add [3/5]: ListView",
        "5 repeat 5 add [5/5]: ListView",
        "12 add: ListView",
        "13 remove 3: ListView",
      ])
    // Fresh values: `State()` for a counter already at 0, or two equal counters swapped.
    #expect(
      try wastedSteps("siblings", contestant: "store") == [
        "6 reset-self 1: ParentView/CounterView(1)",
        "8 reset-all: ParentView/CounterView(1)",
        "9 reset-all: ParentView/CounterView(1), ParentView/CounterView(2)",
        "10 swap: ParentView/CounterView(1), ParentView/CounterView(2)",
      ])
  }

  @Test(
    "derived reads cost every school the same renders at the same steps",
    arguments: ["favorites", "list"])
  func derivedReadsAreSchoolIndependent(script: String) throws {
    let store = try wastedSteps(script, contestant: "store")
    #expect(!store.isEmpty)
    for contestant in ["vanilla", "observation"] {
      #expect(try wastedSteps(script, contestant: contestant) == store, "\(contestant)")
    }
  }
}
