import Testing

@testable import ArchitectureLab

/// Every body run `store` spends above the oracle's floor on the built-in scripts, view by
/// view, so the claims of docs/design.md ("Why some counts are above the floor") are checked:
/// - *derived reads*, which vanilla, observation and store pay alike: the counter reads the
///   favorites to choose Save or Remove, and the list reads its rows to lay out its sections, so
///   a change to the collection re-runs them although what they show stays;
/// - *reads on the way*: a view reading through a child store also reads every field on the
///   way to the child's state, as the store library's views do (swift-composable-architecture
///   #2972), so a row, a todo or a screen re-renders when its collection's ids change, and a
///   todo when the filter its collection is derived from changes;
/// - *departures*: a view invalidated in the turn that removes it runs once more (the store
///   library's integration suite records it), which the store's children are whenever the
///   field they read through goes;
/// - *the creating read*: a store created in a body reads its state once, tracked, so the body
///   observes the fields on the way until it runs again (the siblings' parent, once);
/// - *fresh values*: a counter reset or swapped to a value with a new identity but the same text,
///   which identity-aware observation cannot see through;
/// - *the navigation modifier*: the library's `_NavigationDestinationViewModifier`, which shows
///   nothing, runs once as the stack appears.
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

  @Test("store at the floor where nothing is read on the way: basics and chain")
  func storeAtTheFloor() throws {
    #expect(try wastedSteps("basics", contestant: "store") == [])
    #expect(try wastedSteps("chain", contestant: "store") == [])
  }

  @Test("derived reads: the same views at the same steps in every school")
  func derivedReads() throws {
    // Another number's favorite goes; the counter's button stays.
    #expect(
      try wastedSteps("favorites", contestant: "store") == [
        "6 remove-favorite 1: AppView/CounterView",
        "12 remove-favorite 3: AppView/CounterView",
      ])
    for contestant in ["vanilla", "observation"] {
      #expect(
        try wastedSteps("favorites", contestant: contestant)
          == wastedSteps("favorites", contestant: "store"), "\(contestant)")
      // A row added to or removed from a section that stays; the first count stays.
      #expect(
        try wastedSteps("list", contestant: contestant) == [
          "2 repeat 5 add [2/5]: ListView",
          "3 repeat 5 add [3/5]: ListView",
          "5 repeat 5 add [5/5]: ListView",
          "12 add: ListView",
          "13 remove 3: ListView",
        ], "\(contestant)")
    }
  }

  @Test("departures: a child that read its parent's field on the way runs once as it goes")
  func departures() throws {
    #expect(
      try wastedSteps("optional", contestant: "store") == [
        "7 toggle: ParentView/CounterView",
        "11 toggle: ParentView/CounterView",
      ])
    #expect(
      try wastedSteps("enum", contestant: "store") == [
        "4 toggle2: ParentView/CounterView(1)",
        "7 toggle2: ParentView/CounterView(2)",
        "10 dismiss: ParentView/CounterView(1)",
        "14 toggle1: ParentView/NoteView",
        "15 toggle-note: ParentView/CounterView(1)",
        "16 toggle-note: ParentView/NoteView",
      ])
    // In every school: the toggled todo leaves the active filter the turn its model changed.
    for contestant in ["vanilla", "observation"] {
      #expect(
        try wastedSteps("todos", contestant: contestant) == ["17 toggle 0: TodosView/TodoRow(5)"],
        "\(contestant)")
    }
  }

  @Test("reads on the way: rows, todos and screens re-render when their collection's ids change")
  func readsOnTheWay() throws {
    // The rows read their state through the list's `rows`; the list view's own derived read is
    // the one every school pays. A section lists its row stores by identity, reading no state
    // (`Store.elementID`), so "Top picks" does not run when a row is added after it.
    #expect(
      try wastedSteps("list", contestant: "store") == [
        "2 repeat 5 add [2/5]: ListView, ListView/SectionView(Top picks)/CounterRow(1)",
        """
        3 repeat 5 add [3/5]: ListView, ListView/SectionView(Top picks)/CounterRow(1), \
        ListView/SectionView(Top picks)/CounterRow(2)
        """,
        """
        4 repeat 5 add [4/5]: ListView/SectionView(Top picks)/CounterRow(1), \
        ListView/SectionView(Top picks)/CounterRow(2), ListView/SectionView(Top picks)/CounterRow(3)
        """,
        """
        5 repeat 5 add [5/5]: ListView, ListView/SectionView(Top picks)/CounterRow(1), ListView/SectionView(Top picks)/CounterRow(2), \
        ListView/SectionView(Top picks)/CounterRow(3), \
        ListView/SectionView(You might also like)/CounterRow(4)
        """,
        """
        10 remove 0: ListView/SectionView(Top picks)/CounterRow(1), \
        ListView/SectionView(Top picks)/CounterRow(2), ListView/SectionView(Top picks)/CounterRow(3), \
        ListView/SectionView(You might also like)/CounterRow(4), \
        ListView/SectionView(You might also like)/CounterRow(5)
        """,
        """
        12 add: ListView, ListView/SectionView(Top picks)/CounterRow(2), ListView/SectionView(Top picks)/CounterRow(3), \
        ListView/SectionView(Top picks)/CounterRow(4), \
        ListView/SectionView(You might also like)/CounterRow(5)
        """,
        """
        13 remove 3: ListView, ListView/SectionView(Top picks)/CounterRow(2), ListView/SectionView(Top picks)/CounterRow(3), \
        ListView/SectionView(Top picks)/CounterRow(4), \
        ListView/SectionView(You might also like)/CounterRow(5), \
        ListView/SectionView(You might also like)/CounterRow(6)
        """,
      ])
    // Each todo reads the filtered todos, derived from `todos` and `filter`.
    let rows = (1...6).map { "TodosView/TodoRow(\($0))" }
    func wasted(_ step: String, _ count: Int) -> String {
      step + ": " + rows.prefix(count).joined(separator: ", ")
    }
    let expected: [String] = [
      wasted("2 repeat 6 add [2/6]", 1), wasted("3 repeat 6 add [3/6]", 2),
      wasted("4 repeat 6 add [4/6]", 3), wasted("5 repeat 6 add [5/6]", 4),
      wasted("6 repeat 6 add [6/6]", 5), wasted("13 filter completed", 6),
      wasted("14 see-all", 3), wasted("16 filter active", 4),
      "17 toggle 0: TodosView/TodoRow(5), TodosView/TodoRow(6)",
      "18 filter all: TodosView/TodoRow(6)", wasted("19 clear-completed", 6),
    ]
    #expect(try wastedSteps("todos", contestant: "store") == expected)
    // The screens below read the path on the way; a popped screen departs after a last run. The
    // navigation modifier runs as the stack appears, and never again.
    #expect(
      try wastedSteps("stack", contestant: "store") == [
        "0 mount: StackView/_NavigationDestinationViewModifier",
        "2 push: StackView/ScreenView(1), StackView/ScreenView(2)",
        "6 pop: StackView/ScreenView(1), StackView/ScreenView(2), StackView/ScreenView(3)",
        "8 push: StackView/ScreenView(1), StackView/ScreenView(2)",
        "10 pop: StackView/ScreenView(1), StackView/ScreenView(2), StackView/ScreenView(4)",
        "11 pop: StackView/ScreenView(1), StackView/ScreenView(2)",
        "12 pop: StackView/ScreenView(1)",
      ])
  }

  @Test("fresh values, and the parent's one creating read of its children's fields")
  func freshValues() throws {
    // `State()` for a counter already at 0, or two equal counters swapped; at the first swap
    // the parent still observes `counter1` and `counter2`, read when it created their stores.
    #expect(
      try wastedSteps("siblings", contestant: "store") == [
        "4 swap: ParentView",
        "6 reset-self 1: ParentView/CounterView(1)",
        "8 reset-all: ParentView/CounterView(1)",
        "9 reset-all: ParentView/CounterView(1), ParentView/CounterView(2)",
        "10 swap: ParentView/CounterView(1), ParentView/CounterView(2)",
      ])
  }
}
