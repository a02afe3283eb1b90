import ArchitectureLab
import ReduxViews
import Testing

/// The Redux school in the lab: the steps that show what selections compared by `==` save
/// (ReduxBuiltInScriptTests runs the built-in scripts).
@Suite("Redux contestants in the lab")
struct ReduxContestantTests {
  init() throws {
    // NB: registration is per process; registering the same contestants again adds nothing.
    try Lab.register(ReduxContestants.all)
  }

  @Test("basics increment: the selection changes, one notification, the counter runs")
  func basicsIncrement() throws {
    let run = try #require(
      try Lab.run(script: "scenario basics\nincrement", contestants: ["redux"]).first)
    #expect(
      run.stepLogs[1] == """
        step 1: increment
          CounterView.body
          Selection<Int>.notification
        """)
  }

  @Test("basics reset at 0: the count is equal, so nothing is told and nothing runs")
  func basicsResetAtZero() throws {
    let run = try #require(
      try Lab.run(script: "scenario basics\nreset", contestants: ["redux"]).first)
    #expect(run.stepLogs[1] == "step 1: reset")
  }

  /// The counter selects whether the count is a favorite, not the favorites: removing another
  /// number's favorite leaves that value equal, so the counter does not run. Every other correct
  /// contestant re-runs it there, for a derived read, but `store/legacy`, whose counter's view
  /// state derives `isFavorite` and compares by `==`, as a selection does.
  @Test("favorites remove-favorite of another number: the counter's selection is equal")
  func favoritesDerivedSelection() throws {
    let text = "scenario favorites\nsave\nincrement\nremove-favorite 0"
    let run = try #require(try Lab.run(script: text, contestants: ["redux"]).first)
    #expect(
      run.stepLogs[3] == """
        step 3: remove-favorite 0
          AppView.body
          ProfileView.body
          Selection<Array<Int>>.notification
          Selection<Int>.notification
        """)
    #expect(run.wasted == 0)
  }

  /// Each row selects its own count and whether it is the selected one, so a selection moving
  /// from one row to another tells exactly those two rows.
  @Test("list select: the old and the new selected rows are told, and only they run")
  func listSelectMoves() throws {
    let text = "scenario list rows 5\nselect 1\nselect 3"
    let run = try #require(try Lab.run(script: text, contestants: ["redux"]).first)
    #expect(
      run.stepLogs[2] == """
        step 2: select 3
          CounterRow.body
          CounterRow.body
          Selection<Optional<Row>>.notification
          Selection<Optional<Row>>.notification
        """)
    #expect(run.wasted == 0)
  }

  /// The removed row's selection turns `nil`, which invalidates its view just as its section
  /// stops showing it: the lab's view layer runs an invalidated view once more as it leaves, as
  /// SwiftUI does (docs/design.md), so that run is wasted. The list runs for the new ids though
  /// the first count it shows is unchanged.
  @Test("list remove: the departing row runs once more, the list runs for its ids")
  func listRemove() throws {
    let text = "scenario list rows 5\nremove 0"
    let run = try #require(try Lab.run(script: text, contestants: ["redux"]).first)
    #expect(
      run.stepLogs[1] == """
        step 1: remove 0  [wasted: ListView, ListView/SectionView(Top picks)/CounterRow(1)]
          CounterRow.body
          CounterRow.body
          ListView.body
          SectionView.body
          SectionView.body
          Selection<Array<Int>>.notification
          Selection<Optional<Row>>.notification
        """)
    #expect(run.wasted == 2)
  }

  /// The bulk operations of js-framework-benchmark, on a thousand rows and then two thousand
  /// (the append): every view checked after every step.
  @Test("list: create, update every 10th, swap, append, clear stay correct at 1,000 and 2,000 rows")
  func listBulkOperations() throws {
    let text = """
      scenario list
      create-1000
      update-every-10th
      select 5
      swap-rows
      append-1000
      remove 7
      clear
      add
      """
    let run = try #require(try Lab.run(script: text, contestants: ["redux"]).first)
    #expect(run.verdict == .correct)
    #expect(run.leaked == [])
  }

  @Test("the lab's own contestants are still there, and the table shows the new rows beside them")
  func tableShowsTheNewRows() throws {
    let runs = try Lab.run(script: "scenario basics\nincrement", file: "basics.lab")
    #expect(runs.map(\.contestant).suffix(3) == ["store", "store/1.7", "redux"])
    #expect(Lab.report(runs).contains("basics    redux "))
  }

  @Test("registering a scenario the lab does not have is an error that names it")
  func unknownScenario() {
    let error = #expect(throws: Lab.RegistrationError.self) {
      try Lab.register(["basic": [ReduxBasics.contestant]])
    }
    #expect(error?.message == "error: no scenario 'basic'; did you mean 'basics'?")
  }
}
