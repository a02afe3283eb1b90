import Testing

@testable import ArchitectureLab

/// The text of `compare log` on stale and large screens: what a stale view shows against the
/// reference, equal events counted, and the header's paths in order, collapsed and wrapped.
@Suite("compare log text")
struct LogTextTests {
  /// The output of `compare log` on `text`, named `t.lab`, for the contestants named.
  private func log(_ text: String, _ arguments: String...) -> String {
    CompareCommand.run(["log", "t.lab"] + arguments) { _ in text }.output
  }

  /// The lines of `output` from the first starting with `header` to the next `step` line.
  private func step(_ header: String, in output: String) -> String {
    let lines = output.split(separator: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return "" }
    let end =
      lines[(start + 1)...].firstIndex { $0.hasPrefix("step ") || $0 == "teardown:" }
      ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }

  @Test("under a stale step, each stale view's differing lines against the reference's")
  func staleViewsShowWhatDiffers() {
    let output = log(
      "scenario favorites\nincrement\nsave", "--contestant", "vanilla/forwarding")
    #expect(
      step("step 2:", in: output) == """
        step 2: save  [stale: AppView, AppView/ProfileView, AppView/ProfileView/FavoriteRow(1)]
          ≠ AppView: "Tabs: Counter 1 | Profile 0", reference "… Profile 1"
          ≠ AppView/ProfileView: "No favorites yet", reference "Favorites"
          ≠ AppView/ProfileView/FavoriteRow(1): missing, reference "1" / "[Remove]"
          AppView.body
          CounterView.body
          CounterViewModel.objectWillChange
          ForwardingAppViewModel.objectWillChange
        """)
  }

  @Test("with several contestants, the stale lines go under the stale contestant's name")
  func staleViewsUnderTheirContestant() {
    let output = log(
      "scenario favorites\nincrement", "--contestant", "vanilla/published-children",
      "--contestant", "vanilla", "--order", "time")
    #expect(
      step("step 1:", in: output) == """
        step 1: increment
          vanilla/published-children:  [stale: AppView]
            ≠ AppView: "Tabs: Counter 0 | Profile 0", reference "Tabs: Counter 1 | Profile 0"
            CounterViewModel.objectWillChange
            ↳ AppView/CounterView marked
            render pass 1
              CounterView.body
          vanilla:
            CounterViewModel.objectWillChange
            ↳ AppViewModel.objectWillChange
              ↳ AppView marked
            ↳ AppView/CounterView marked
            render pass 1
              AppView.body
              CounterView.body
        """)
  }

  @Test("at most ten stale views are shown under a step, then how many more")
  func staleViewsAreCapped() {
    let script = "scenario favorites\n" + String(repeating: "increment\nsave\n", count: 12)
    let output = log(script, "--contestant", "vanilla/forwarding")
    #expect(
      step("step 24:", in: output) == """
        step 24: save  [stale: AppView, AppView/ProfileView, AppView/ProfileView/FavoriteRow(1…12)]
          ≠ AppView: "Tabs: Counter 12 | Profile 0", reference "… Profile 12"
          ≠ AppView/ProfileView: "No favorites yet", reference "Favorites"
          ≠ AppView/ProfileView/FavoriteRow(1): missing, reference "1" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(2): missing, reference "2" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(3): missing, reference "3" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(4): missing, reference "4" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(5): missing, reference "5" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(6): missing, reference "6" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(7): missing, reference "7" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(8): missing, reference "8" / "[Remove]"
          … and 4 more views
          AppView.body
          CounterView.body
          CounterViewModel.objectWillChange
          ForwardingAppViewModel.objectWillChange
        """)
    // NB: eleven stale views (AppView, ProfileView and nine rows), one past the ten shown.
    let eleven = "scenario favorites\n" + String(repeating: "increment\nsave\n", count: 9)
    #expect(
      step("step 18:", in: log(eleven, "--contestant", "vanilla/forwarding")).contains(
        "\n  … and 1 more view\n"))
  }

  /// The reference lists favorites in the order saved, so the step's stale paths come as
  /// `FavoriteRow(10)` then `FavoriteRow(2)`: the header and the ≠ lines put them in natural
  /// order.
  @Test("stale paths print in natural order whatever order the screen has them in")
  func stalePathsInNaturalOrder() {
    let script = "scenario favorites\nrepeat 10 increment\nsave\nrepeat 8 decrement\nsave"
    #expect(
      step("step 20:", in: log(script, "--contestant", "vanilla/forwarding")) == """
        step 20: save  [stale: AppView, AppView/ProfileView, AppView/ProfileView/FavoriteRow(2, 10)]
          ≠ AppView: "Tabs: Counter 2 | Profile 0", reference "… Profile 2"
          ≠ AppView/ProfileView: "No favorites yet", reference "Favorites"
          ≠ AppView/ProfileView/FavoriteRow(2): missing, reference "2" / "[Remove]"
          ≠ AppView/ProfileView/FavoriteRow(10): missing, reference "10" / "[Remove]"
          AppView.body
          CounterView.body
          CounterViewModel.objectWillChange
          ForwardingAppViewModel.objectWillChange
        """)
  }

  @Test("a path a screen shows twice is shown by its first view, as the oracle compares it")
  func stalePathShownTwiceShowsTheFirst() {
    func screen(_ rows: String...) -> Screen {
      Screen(.evaluatingEveryBody(AnyLabView.make(TwinRows(texts: rows))))
    }
    let step = StepResult(
      index: 1, text: "tap", timeline: Timeline(), bodyRuns: [:], needed: [],
      stale: ["TwinRows/Row"], note: nil, screen: screen("first", "second"),
      reference: screen("expected", "second"))
    #expect(
      LogText.staleViews(step, paths: step.stale, indent: 2) == [
        #"  ≠ TwinRows/Row: "first", reference "expected""#
      ])
  }

  @Test("a stale line keeps only the lines that differ, short, and missing on the side without it")
  func staleLineIsShort() {
    let long = String(repeating: "x", count: 50)
    let views = [
      StaleView(
        path: "Form", shown: ["Title", "a", "b", "c", "d", "End"],
        expected: ["Title", long, "End"]),
      StaleView(path: "Form/Row(3)", shown: ["3", "[Remove]"], expected: nil),
      StaleView(path: "Form/Row(4)", shown: ["Title"], expected: ["Title", "4"]),
    ]
    #expect(
      views.flatMap { $0.chunks.wrapped(width: 60, indent: 4) } == [
        #"≠ Form: "a" / "b" / "c" and 1 more line, reference"#,
        #"    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…""#,
        #"≠ Form/Row(3): "3" / "[Remove]", reference missing"#,
        #"≠ Form/Row(4): nothing, reference "4""#,
      ])
  }

  /// A shown line too long to print whole loses its common start as the reference's does, so
  /// the differing words stay on both sides; quotes inside a line are escaped.
  @Test("a long stale line keeps the words that differ on both sides, and quotes are escaped")
  func longStaleLineKeepsTheDifference() {
    let shown = "Title that is rather long, and then: count 0"
    let view = StaleView(path: "R", shown: [shown], expected: [shown.dropLast() + "1"])
    #expect(
      view.chunks.wrapped(width: 100, indent: 4) == [
        #"≠ R: "… count 0", reference "… count 1""#
      ])
    let quoted = StaleView(path: "T", shown: [#"say "hi""#], expected: ["say hello"])
    #expect(
      quoted.chunks.wrapped(width: 100, indent: 4) == [
        #"≠ T: "say \"hi\"", reference "say hello""#
      ])
  }

  @Test("sorted, equal events print once with ×N; in time order every event keeps its line")
  func equalEventsAreCounted() {
    let script = "scenario list rows 5\nadd"
    let sorted = log(script, "--contestant", "store")
    #expect(
      step("step 0:", in: sorted) == """
        step 0: mount
          CounterRow.body ×5
          IdentifiedStoreOf<CounterList.Row>.init
          IdentifiedStoreOf<CounterList.Row>.scope ×5
          ListView.body
          SectionView.body ×2
          StoreOf<CounterList.List>.init
          StoreOf<CounterList.List>.scope
          StoreOf<CounterList.Row>.init ×5
        """)
    // NB: the five rows of `rows 5` and the one `add` made, released at teardown.
    #expect(sorted.hasSuffix("  StoreOf<CounterList.Row>.deinit ×6\n"))
    let timed = log(script, "--contestant", "store", "--order", "time")
    // NB: the first line is the verdict, `# t × store: correct`.
    #expect(timed.split(separator: "\n").dropFirst().allSatisfy { !$0.contains("×") })
    // NB: step 0 mounts the script's five rows: a row body each, each on a line of its own.
    #expect(
      step("step 0:", in: timed).split(separator: "\n").filter { $0.hasSuffix("CounterRow.body") }
        .count == 5)
  }

  @Test("the wasted header sorts ids as numbers, collapses siblings and wraps at the width")
  func wastedHeaderIsCompact() {
    let output = log("scenario list rows 40\nadd", "--contestant", "store")
    #expect(
      step("step 1:", in: output) == """
        step 1: add  [wasted: ListView, ListView/SectionView(Top picks)/CounterRow(1…3),
            ListView/SectionView(You might also like)/CounterRow(4…40)]
          CounterRow.body ×41
          CounterRow.observationChange ×40
          IdentifiedStoreOf<CounterList.Row>.scope
          ListView.body
          ListView.observationChange
          SectionView.body
          StoreOf<CounterList.Row>.init
        """)
  }

  @Test("siblings collapse by parent, name and count; numbers run as ranges, gaps show")
  func pathsCompact() {
    let paths: [(path: String, count: Int)] = [
      ("List/Row(10)", 1), ("List/Row(2)", 1), ("List", 1), ("List/Row(4)", 1),
      ("List/Row(3)", 1), ("List/Row(7)", 2), ("List/Row(8)", 2), ("List/Tab(b/c)", 1),
      ("List/Tab(a)", 1), ("Other/Row(1)", 1), ("Header", 3),
    ]
    #expect(
      PathList.compacted(paths) == [
        "Header ×3", "List", "List/Row(2…4, 10)", "List/Row(7, 8) ×2", "List/Tab(a, b/c)",
        "Other/Row(1)",
      ])
    #expect(PathList.naturallySorted(["Row(10)", "Row(4)"]) == ["Row(4)", "Row(10)"])
    #expect(PathList.naturallySorted(["Row(4)", "Row(10)"]) == ["Row(4)", "Row(10)"])
    #expect(PathList.naturallySorted(["Row(5)", "Row(04)"]) == ["Row(04)", "Row(5)"])
    // NB: paths equal as numbers keep one order, whatever order they came in (the wasted list
    // comes from a dictionary, whose order changes from run to run).
    #expect(PathList.naturallySorted(["R/Row(4)", "R/Row(04)"]) == ["R/Row(04)", "R/Row(4)"])
    #expect(PathList.naturallySorted(["R/Row(04)", "R/Row(4)"]) == ["R/Row(04)", "R/Row(4)"])
    // An id that holds the list's own marks stays apart; the largest id does not overflow.
    #expect(
      PathList.compacted([("L/Row(a, b)", 1), ("L/Row(c)", 1), ("L/Row(1…3)", 1)])
        == ["L/Row(1…3)", "L/Row(a, b)", "L/Row(c)"])
    #expect(PathList.ranges(["\(Int.max)", "\(Int.max)"]) == "\(Int.max), \(Int.max)")
  }

  /// The sort key is made byte by byte for an ASCII path, character by character otherwise;
  /// both must give one key, or the order would depend on which path is ASCII.
  @Test("an ASCII path's sort key, made byte by byte, is the key made character by character")
  func asciiSortKeyIsTheCharacterKey() {
    let paths = [
      "", "0", "000", "007", "Row(10)", "List/Row(04)/Text", "a1b22c333d4444", "Row(0)",
      "x\r\n12", "99999999999999999999999", "Tab(b/c)", "\0", "\u{7F}", "1\r\n2", "Row(1)\r\n",
    ]
    for path in paths {
      // NB: the bytes, as `String`'s `==` is canonical equivalence, blind to some differences.
      #expect(
        Array(PathList.sortKey(path).utf8) == Array(PathList.characterSortKey(path).utf8),
        "\(path.debugDescription)")
    }
    // A non-ASCII path's key is the character key: it sorts among ASCII paths by number.
    #expect(PathList.naturallySorted(["Row(10)/é", "Row(9)/e"]) == ["Row(9)/e", "Row(10)/é"])
    #expect(PathList.naturallySorted(["R/Row(10)", "R/Row(1…3)"]) == ["R/Row(1…3)", "R/Row(10)"])
    #expect(
      PathList.naturallySorted(["Row(١٢)", "Row(12)", "Row(3)"]) == [
        "Row(3)", "Row(12)", "Row(١٢)",
      ],
      "Arabic-Indic digits are not a number")
    // NB: the number's length comes first, so a longer number sorts after a shorter one.
    #expect(PathList.sortKey("Row(007)") == "Row(0017)")
    #expect(PathList.sortKey("Row(12)") == "Row(00212)")
  }

  @Test("log --help and explain say what ×N after an event and a ≠ line mean")
  func marksAreExplained() {
    let help = CompareCommand.run(["log", "--help"]).output
    #expect(help.contains("equal ones on\n                     one line with ×N after them"))
    #expect(help.contains("≠ lines say what each shows against the reference"))
    let explain = CompareCommand.run(["explain"]).output
    #expect(
      explain.contains(
        "  Subject.kind ×N   N equal events of the step, on one line (sorted order only)"))
    #expect(explain.contains("  ≠ PATH: …         a stale view: the lines it shows that differ"))
  }
}

/// A view with two children at one path: `TwinRows/Row`.
private struct TwinRows: LabView {
  let texts: [String]

  func body(_ content: inout ViewContent) {
    for text in texts { content.child(Row(text: text)) }
  }

  struct Row: LabView {
    let text: String

    func body(_ content: inout ViewContent) {
      content.text(text)
    }
  }
}
