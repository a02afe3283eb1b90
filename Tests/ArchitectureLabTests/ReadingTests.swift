import Foundation
import Testing

@testable import ArchitectureLab

/// Issue 16, "reading the results": each test is named after the bullet of "Wrong or misleading
/// today" it answers, or the item of "What to build".
@Suite("Reading the results")
struct ReadingTests {
  /// Runs `compare` on a script given as text, saved as `name`.
  private func compare(_ arguments: [String], script text: String) -> CompareCommand.Outcome {
    CompareCommand.run(arguments, readFile: { _ in text }, progress: { _ in })
  }

  /// The lines of `text` from the first that starts with `first` up to the next blank line.
  private func section(_ text: String, from first: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(first) }) else { return "" }
    let end = lines[start...].firstIndex(where: \.isEmpty) ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }

  // MARK: - User scripts exit 1 for no fault

  @Test("user scripts exit 1 for no fault: a script that never shows one-way's fault passes")
  func scriptWithoutTheFault() {
    let outcome = compare(
      ["run", "mine.lab"], script: "scenario favorites\nincrement\nsave\nincrement")
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(outcome.output.contains("All 19 runs met their declared verdict."))
    #expect(
      outcome.output.contains(
        "  mine × vanilla/one-way: declared stale, correct here (this script does not show its fault)"
      ))
  }

  @Test("user scripts exit 1 for no fault: repeat 1000 increment finds no loop and no stale view")
  func repeatedIncrements() {
    let outcome = compare(
      [
        "run", "mine.lab", "--contestant", "vanilla/forwarding", "--contestant", "vanilla/one-way",
        "--contestant", "vanilla/unguarded", "--contestant", "observation/unguarded",
      ], script: "scenario favorites\nrepeat 1000 increment")
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        "  mine × vanilla/unguarded: declared loop, correct here (this script does not show its fault)"
      ))
  }

  @Test(
    "a contestant passes when its verdict is its declared one or better; on a built-in script, only the declared one",
    arguments: Verdict.allCases)
  func declaredOrBetter(declared: Verdict) {
    for got in Verdict.allCases {
      let contestant = Contestant(
        name: "c", summary: "", expected: declared,
        mount: { () -> Renderer in preconditionFailure("not mounted") })
      var result = ContestantResult(
        script: "s", scenario: "basics", contestant: contestant, steps: [], teardown: [],
        stop: got == .loop || got == .timeout ? .init(step: 1, verdict: got, reason: "r") : nil,
        leaked: [], totals: Counters(), staleViews: got == .stale ? ["V"] : [])
      #expect(result.verdict == got)
      let better: [Verdict: Int] = [.correct: 2, .stale: 1, .loop: 0, .timeout: 0]
      #expect(result.metExpectation == (better[got]! >= better[declared]!), "\(declared) \(got)")
      result.isBuiltinScript = true
      #expect(result.metExpectation == (got == declared), "built in: \(declared) \(got)")
    }
  }

  @Test("the built-in scripts keep the strict check: one-way correct there would fail the run")
  func builtinStaysStrict() throws {
    var parsed = try script("scenario favorites\nincrement")
    let oneWay = try #require(parsed.scenario.contestants.first { $0.name == "vanilla/one-way" })
    #expect(try Runner.run(parsed, contestants: [oneWay])[0].metExpectation)
    parsed.isBuiltin = true
    #expect(try !Runner.run(parsed, contestants: [oneWay])[0].metExpectation)
    #expect(try FavoritesScenario.script.parsed().isBuiltin)
  }

  @Test("the usage text and the README say how a declared verdict is met")
  func verdictRuleIsSaid() throws {
    #expect(CompareCommand.usage.contains(CompareCommand.verdictRule))
    let readme = try String(
      contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("that or a better one"))
  }

  // MARK: - "Best per script" hides ties

  @Test("best per script hides ties: tied leaders share a rank and are all named")
  func tiesShow() throws {
    let outcome = CompareCommand.run(["run", "basics"], progress: { _ in })
    #expect(
      section(outcome.output, from: "basics: floor") == """
        basics: floor 8 body runs over 8 steps
          1. 8 bodies (1.00× floor): observation, store/uncached, store
          4. 9 bodies (1.12× floor): vanilla, store/legacy, store/1.7
          3 contestants tie for the fewest body runs, 8 where 8 had to run (none wasted); vanilla,
          store/legacy and store/1.7 run the most, 9 (1 more than the fewest); none is broken.
        """)
    #expect(!outcome.output.contains("Best per script"))
    let json = try JSONSerialization.jsonObject(
      with: Data(CompareCommand.run(["run", "basics", "--format", "json"]).output.utf8))
    let summary = try #require((json as? [String: Any])?["summary"] as? [String: Any])
    let leaders = try #require(summary["leadersPerScript"] as? [String: [String]])
    #expect(leaders == ["basics": ["observation", "store/uncached", "store"]])
  }

  // MARK: - The geometric means mix broken and working contestants

  /// `store/1.7` is stale on `enum` only, as declared (the library's 1.7.0 bug, #2899): it is
  /// not ranked, and its means over the eight scripts it got right are printed apart, so the
  /// library at 1.7.0 has a number to quote.
  @Test("a contestant broken only where declared gets means over the scripts it got right")
  func meansWhereCorrect() throws {
    let runs = try builtinRuns()
    let output = TableReport.render(runs)
    #expect(
      section(output, from: "Over only the scripts") == """
        Over only the scripts each was correct on (broken on the others, as declared):
          contestant                  scripts bodies/floor notif/floor
          store/1.7                         8         1.46        1.17
        """)
    #expect(MarkdownReport.render(runs).contains("| `store/1.7` | 8 | 1.46 | 1.17 |"))
    let summary = Summary(runs: runs)
    #expect(summary.correctWhereDeclared == ["store/1.7"])
    // NB: the eight are its runs but enum's, and the mean is theirs alone.
    let eight = runs.filter { $0.contestant.name == "store/1.7" && $0.script != "enum" }
    #expect(summary.scriptCount(of: "store/1.7", correctOnly: true) == eight.count)
    #expect(
      summary.geometricMean(of: "store/1.7", correctOnly: true)
        == Summary(runs: eight).geometricMean(of: "store/1.7"))
  }

  @Test("a script with no notification makes the contestant's notification mean 0, not small")
  func zeroRatioMakesMeanZero() throws {
    let quiet = try script("scenario basics\nreset")
    let counted = try script("scenario basics\nincrement\nincrement")
    let contestants = quiet.scenario.contestants.filter { $0.name == "store" }
    let runs =
      try Runner.run(quiet, contestants: contestants)
      + Runner.run(counted, contestants: contestants)
    let summary = Summary(runs: runs)
    #expect(runs.map(\.totals.notifications) == [0, 2])
    #expect(summary.geometricMean(of: "store").notifications == 0)
    #expect(summary.geometricMean(of: "store").bodies > 0)
    #expect(Summary(runs: [runs[1]]).geometricMean(of: "store").notifications > 0.5)
  }

  @Test("the geometric means mix broken and working contestants: broken ones are listed apart")
  func meansOfCorrectOnly() throws {
    let output = CompareCommand.run(["run", "favorites"], progress: { _ in }).output
    let means = section(output, from: "Per needed render").split(separator: "\n")
      .prefix { !$0.hasPrefix("Not ranked") }
    #expect(means.contains("  vanilla/shared-model              1         1.06        0.35"))
    #expect(!means.contains { $0.contains("vanilla/forwarding") })
    #expect(
      section(output, from: "Not ranked") == """
        Not ranked, not correct on every script: vanilla/published-children (stale), vanilla/forwarding
          (stale), vanilla/one-way (stale), vanilla/unguarded (loop), observation/unguarded (loop)
        """)
    #expect(
      section(output, from: "favorites: floor").contains(
        """
          broken: vanilla/published-children stale: AppView
                  vanilla/forwarding stale: AppView, AppView/ProfileView and 3 more
        """))
    let json = try JSONSerialization.jsonObject(
      with: Data(CompareCommand.run(["run", "favorites", "--format", "json"]).output.utf8))
    let summary = try #require((json as? [String: Any])?["summary"] as? [String: Any])
    let geometricMeans = try #require(summary["geometricMeans"] as? [String: Any])
    #expect(geometricMeans["vanilla/forwarding"] == nil)
    #expect(geometricMeans["vanilla"] != nil)
  }

  // MARK: - A newcomer's review, finding 1

  /// The example at the top of docs/scripts.md, which never shows `vanilla/one-way`'s fault.
  private let scriptsExample = """
    scenario favorites
    increment
    save
    repeat 3 increment
    remove-favorite 1
    """

  @Test(
    "a contestant declared broken but correct on the user's script is marked in the means and not ranked"
  )
  func declaredBrokenIsNotRanked() throws {
    let output = compare(["run", "ex.lab"], script: scriptsExample).output
    // NB: one-way runs 17 bodies, the floor, and the sound designs 18; ranked, it came first.
    #expect(
      section(output, from: "favorites: floor") == """
        favorites: floor 17 body runs over 6 steps
           1. 18 bodies (1.06× floor): vanilla, vanilla/dedup, vanilla/bindings, vanilla/field-forwarding,
              vanilla/shared-model, observation, observation/shared-model, store, store/on-change,
              store/on-change/1.7
          11. 20 bodies (1.18× floor): store/legacy
          12. 22 bodies (1.29× floor): vanilla/monolith, store/1.7
          14. 26 bodies (1.53× floor): store/uncached
          broken: vanilla/published-children stale: AppView
                  vanilla/forwarding stale: AppView, AppView/ProfileView and 1 more
                  vanilla/unguarded loop, stopped at step 2: unbounded re-entrant notification
                  observation/unguarded loop, stopped at step 2: unbounded re-entrant notification
          not ranked: vanilla/one-way (declared stale): correct here, these scripts do not show its fault
          10 contestants tie for the fewest body runs, 18 where 17 had to run (1 wasted), with 6
          notifications (vanilla/bindings) to 20 (vanilla/dedup); store/uncached runs the most, 26 (8 more
          than the fewest); 4 are broken and not ranked; vanilla/one-way (declared stale) is not ranked.
        """)
    let means = section(output, from: "Per needed render")
    #expect(means.contains("  vanilla/one-way †                 1         1.00        0.82\n"))
    #expect(
      means.contains(
        """
        † vanilla/one-way (declared stale): correct on these scripts, which do not show the fault it
          declares (its built-in script does); not ranked.
        """))
    let json = try JSONSerialization.jsonObject(
      with: Data(
        compare(["run", "ex.lab", "--format", "json"], script: scriptsExample).output.utf8))
    let document = try #require(json as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 3)
    let summary = try #require(document["summary"] as? [String: Any])
    let scenario = try #require((summary["scenarios"] as? [[String: Any]])?.first)
    #expect(
      scenario["declaredBroken"] as? [[String: String]] == [
        ["contestant": "vanilla/one-way", "declared": "stale"]
      ])
    let places = try #require(scenario["places"] as? [[String: Any]])
    #expect(
      !places.contains { ($0["contestants"] as? [String])?.contains("vanilla/one-way") == true })
    let leaders = try #require(summary["leadersPerScript"] as? [String: [String]])
    #expect(leaders["ex"]?.contains("vanilla/one-way") == false)
    #expect(leaders["ex"]?.first == "vanilla")
    // NB: its counts are still reported: a mean is a fact about the runs, not a ranking.
    #expect((summary["geometricMeans"] as? [String: Any])?["vanilla/one-way"] != nil)
  }

  @Test("with no contestant ranked, the sentence says why and counts the broken ones")
  func nothingRanked() {
    let alone = compare(
      ["run", "ex.lab", "--contestant", "vanilla/one-way"], script: scriptsExample
    ).output
    #expect(
      alone.contains(
        "  No contestant that declares itself correct is correct here; vanilla/one-way (declared stale) is\n"
          + "  not ranked."))
    let beside = compare(
      ["run", "ex.lab", "--contestant", "vanilla/forwarding", "--contestant", "vanilla/one-way"],
      script: scriptsExample
    ).output
    #expect(
      beside.contains(
        "  No contestant that declares itself correct is correct here; 1 is broken and not ranked;\n"
          + "  vanilla/one-way (declared stale) is not ranked."))
  }

  // MARK: - `sync` counts every replay

  @Test("sync counts every replay, guarded or not")
  func syncCountsEveryReplay() throws {
    let vanilla = try run(FavoritesScenario.script.text, contestant: "vanilla")
    let dedup = try run(FavoritesScenario.script.text, contestant: "vanilla/dedup")
    let unguarded = try run(FavoritesScenario.script.text, contestant: "vanilla/unguarded")
    let oneWay = try run(FavoritesScenario.script.text, contestant: "vanilla/one-way")
    // NB: every replay is logged, whatever stops its echo. The guarded contestant replays 6
    // times and skips 6 echoes (SyncGuard); dedup replays 6 times, replays the 6 echoes back
    // and drops 6 duplicates (Replay, RemoveDuplicates); unguarded replays 4 times, each nested
    // in the last, before NotificationDepth refuses the echo of an echo and stops the run;
    // one-way replays the counter's 3 changes of its favorites and nothing back (Replay: until
    // a review of design.md found it, its replays went uncounted, sync 0).
    #expect(vanilla.totals.syncWork == 12)
    #expect(dedup.totals.syncWork == 18)
    #expect(unguarded.totals.syncWork == 4)
    #expect(oneWay.totals.syncWork == 3)
  }

  // MARK: - Walkthrough §3, scripts.md, scenario parameters

  @Test("walkthrough §3 says forwarding leaves the tab bar stale at the save, as the run shows")
  func walkthroughForwarding() throws {
    let result = try run(FavoritesScenario.script.text, contestant: "vanilla/forwarding")
    let firstStale = try #require(result.steps.first { !$0.stale.isEmpty })
    #expect(firstStale.text == "save")
    #expect(firstStale.stale.first == "AppView")
    let walkthrough = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/walkthrough.md"), encoding: .utf8)
    let marker = "<!-- compare: run favorites --contestant vanilla/forwarding -->"
    let before = try #require(walkthrough.range(of: marker)).lowerBound
    let paragraph =
      String(walkthrough[..<before]).trimmingWhitespace().components(separatedBy: "\n\n").last ?? ""
    #expect(paragraph.contains("`AppView`") && paragraph.contains("stale"), "\(paragraph)")
    #expect(!paragraph.contains("tab bar is fine"))
  }

  @Test("a verb's choices keep their cell in the script reference: GitHub splits at any '|'")
  func referenceEscapesBars() {
    let reference = ScriptReference.render()
    #expect(
      reference.contains("| `filter all\\|active\\|completed` | show all, active or completed"))
    // NB: the verbs' table has 3 columns, the contestants' 4 and the parameters' 6, so a row
    // has 4, 5 or 7 bars that are not escaped: one more would be a cell split in two.
    for row in reference.split(separator: "\n") where row.hasPrefix("|") {
      let unescaped = row.split(separator: "\\|", omittingEmptySubsequences: false)
        .map { $0.count { $0 == "|" } }.reduce(0, +)
      #expect([4, 5, 7].contains(unescaped), "\(row)")
    }
  }

  @Test("scenario parameters are documented in the script reference and in compare list")
  func parametersAreDocumented() throws {
    let reference = ScriptReference.render()
    let list = ListReport.render()
    for scenario in Scenarios.all {
      for parameter in scenario.parameters {
        #expect(
          reference.contains(
            "| `\(parameter.name) N` | \(parameter.summary) | \(parameter.defaultValue) | "
              + "\(parameter.range.lowerBound) to \(parameter.range.upperBound) |"))
        #expect(list.contains("    \(parameter.name.padding(to: 24))\(parameter.description)"))
      }
    }
    #expect(
      list.contains(
        "    rows                    counters the list starts with; 0 by default, from 0 to 100000")
    )
  }

  // MARK: - Charts

  @Test("charts: with one contestant the title fits the picture")
  func titleFits() {
    let chart = Charts.bodies([])
    let svg = BarChart(
      title: chart.title, yLabel: "body runs", series: ["vanilla"],
      groups: [.init(label: "favorites", values: ["vanilla": 36], floor: 34)]
    ).svg()
    let width = Double(svg.firstMatch(of: /width="(\d+)"/).map { String($0.1) } ?? "0") ?? 0
    #expect(width >= 70 + BarChart.textWidth(chart.title, title: true))
  }

  @Test("charts: every gridline's label is its value, exactly")
  func tickLabelsAreExact() {
    let svg = BarChart(
      title: "t", yLabel: "body runs", series: ["vanilla"],
      groups: [.init(label: "basics", values: ["vanilla": 3], floor: nil)]
    ).svg()
    let labels = svg.matches(of: /text-anchor="end">([^<]*)</).map { String($0.1) }
    // NB: a maximum of 3 rounds up to 5, whose quarters print as 1.2 and 3.8 with one decimal.
    #expect(labels == ["0", "1.25", "2.5", "3.75", "5"])
    #expect(BarChart.tickLabel(6.25) == "6.25" && BarChart.tickLabel(0.0625) == "0.0625")
  }

  @Test("charts: the README's chart gives each of its contestants a colour of its own")
  func everySeriesHasItsOwnColour() throws {
    let runs = try builtinRuns()
    let chart = Charts.bodies(runs)
    let legend = chart.svg().matches(of: /width="12" height="12" fill="(#[0-9a-f]{6})"/)
      .map { String($0.1) }
    // NB: every contestant the built-in scripts run, 19: `favorites` runs all of them (the other
    // scenarios' are among its), so the chart has one series per `favorites` contestant.
    #expect(legend.count == 19)
    #expect(Set(legend).count == legend.count, "\(legend)")
  }

  @Test("charts: no two colours of the palette are closer than the first ten's closest pair")
  func paletteColoursAreApart() {
    let colours = BarChart.palette.map(cieLab)
    var closest = Double.infinity
    for i in colours.indices {
      for j in colours.indices where j > i {
        closest = min(
          closest, zip(colours[i], colours[j]).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
      }
    }
    // NB: ΔE (CIE 1976) 25.9 is the first ten's own closest pair, teal and grey.
    #expect(BarChart.palette.count == 20)
    #expect(closest.squareRoot() > 25.8, "\(closest.squareRoot())")
  }

  @Test("charts: the floor line is a whole run's floor, whichever contestant ran first")
  func chartFloorOfWholeRun() throws {
    let results = try ScriptLoading.results(
      of: try #require(BuiltinScripts.named("favorites")).parsed(), contestant: nil)
    let stopped = try #require(results.first { $0.verdict == .loop })
    let correct = try #require(results.first { $0.verdict == .correct })
    #expect(stopped.totals.floor < correct.totals.floor)
    let chart = Charts.bodies([stopped, correct])
    #expect(chart.groups.map(\.floor) == [Double(correct.totals.floor)])
  }

  @Test("charts: the store chart's x labels do not overprint each other")
  func labelsApart() throws {
    let results = try ["basics", "favorites"].flatMap { name in
      try ScriptLoading.results(
        of: BuiltinScripts.all.first { $0.name == name }!.parsed(),
        contestant: nil)
    }
    let svg = try #require(Charts.storeReduction(results)).svg()
    let labels = svg.matches(of: /<text x="([0-9.]+)" y="368.0" text-anchor="middle">([^<]+)</)
      .map { (Double($0.1)!, String($0.2)) }
    #expect(labels.map(\.1) == ["stores created", "view stores created", "scopes", "body runs"])
    for (left, right) in zip(labels, labels.dropFirst()) {
      let room = (BarChart.textWidth(left.1) + BarChart.textWidth(right.1)) / 2
      #expect(right.0 - left.0 >= room, "\(left.1) and \(right.1)")
    }
  }

  @Test("charts: a chart written beside the one named is said, not written silently")
  func extraChartsAreSaid() throws {
    let folder = try TemporaryFolder()
    let chart = folder.path("out.svg")
    let both = CompareCommand.run(
      ["run", "basics", "--chart", chart, "--output", "/dev/null"], progress: { _ in })
    #expect(both.status == 0)
    #expect(
      both.errors
        == "charts written: '\(chart)' (body runs per script), '\(folder.path("out-store.svg"))' "
        + "(work removed: a contestant against the one it replaces)\n")
    #expect(try folder.names() == ["out-store.svg", "out.svg"])
    let one = CompareCommand.run(
      ["run", "basics", "--contestant", "store", "--chart", chart, "--output", "/dev/null"],
      progress: { _ in })
    #expect(one.errors == "", "one chart, the one named: nothing to say")
  }

  // MARK: - The text table

  @Test("the text table misaligns for script names over 9 characters: the columns stay in line")
  func longScriptNames() {
    let outcome = compare(
      ["run", "a-long-script-name.lab", "--contestant", "vanilla", "--contestant", "store"],
      script: "scenario basics\nincrement")
    let rows = outcome.output.split(separator: "\n").prefix(4).map(String.init)
    #expect(
      rows == [
        "script             contestant                 steps bodies floor wasted stale notif sync stores leaked verdict",
        String(repeating: "-", count: 110),
        "a-long-script-name vanilla                        1      2     2      0     0     1    0      0      0 correct",
        "a-long-script-name store                          1      2     2      0     0     1    0      1      0 correct",
      ])
  }

  @Test("the verdict per scenario counts in words: 1 step, 1 body run, 1 body")
  func verdictCountsInWords() {
    let one = compare(["run", "one.lab"], script: "scenario basics\nincrement").output
    #expect(one.contains("\nbasics: floor 2 body runs over 1 step\n  1. 2 bodies (1.00× floor):"))
    let none = compare(["run", "none.lab"], script: "scenario basics").output
    #expect(none.contains("\nbasics: floor 1 body run over 0 steps\n  1. 1 body (1.00× floor):"))
    let two = compare(["run", "two.lab"], script: "scenario basics\nincrement\nincrement").output
    #expect(two.contains("\nbasics: floor 3 body runs over 2 steps\n  1. 3 bodies (1.00× floor):"))
    let markdown = ["run", "--format", "markdown"]
    let oneMarkdown = compare(markdown + ["one.lab"], script: "scenario basics\nincrement").output
    #expect(oneMarkdown.contains("**basics** (floor 2 body runs over 1 step): "))
    let noneMarkdown = compare(markdown + ["none.lab"], script: "scenario basics").output
    #expect(noneMarkdown.contains("**basics** (floor 1 body run over 0 steps): "))
  }

  @Test("bodies/min reads as per minute: the floor is called floor in every output")
  func floorIsNamedFloor() throws {
    let text = CompareCommand.run(["run", "basics"], progress: { _ in }).output
    #expect(text.hasPrefix("script    contestant                 steps bodies floor wasted"))
    #expect(text.contains("bodies/floor notif/floor"))
    let markdown = CompareCommand.run(["run", "basics", "--format", "markdown"]).output
    #expect(markdown.contains("| bodies | floor | wasted |"))
    #expect(markdown.contains("| contestant | scripts | bodies/floor | notif/floor |"))
    let csv = CompareCommand.run(["run", "basics", "--format", "csv"]).output
    #expect(csv.hasPrefix("script,contestant,step,text,bodies,floor,wasted,"))
    for output in [text, markdown, csv] {
      #expect(!output.contains("/min") && !output.contains(" min "))
    }
  }

  @Test("wasted ≠ bodies − floor with no word why: the table says why when it differs")
  func wastedIsExplained() {
    let optional = CompareCommand.run(
      ["run", "optional", "--contestant", "store/legacy"], progress: { _ in }
    ).output
    #expect(optional.contains("optional  store/legacy                  11     33    16     19"))
    #expect(
      section(optional, from: "wasted is not") == """
        wasted is not bodies − floor on 1 row: wasted counts runs beyond need view by view, and a view the
        floor counts did not run there (a stale view, or one whose new child a helper such as IfLetStore
        inserted without it); `compare explain` has every column.
        """)
    let basics = CompareCommand.run(["run", "basics"], progress: { _ in }).output
    #expect(!basics.contains("wasted is not"))
  }

  @Test("the CLI explains no column: compare explain defines every column the table prints")
  func explainDefinesEveryColumn() {
    let outcome = CompareCommand.run(["explain"])
    #expect(outcome.status == 0)
    let names =
      ["script", "contestant"] + TableReport.columns.map(\.0) + [
        "bodies/floor", "notif/floor",
      ]
    for name in names {
      #expect(outcome.output.contains("\n  \(name.padding(to: 13))"), "\(name)")
    }
    for mark in ["[stale: …]", "[wasted: …]", "↳", "PATH marked", "render pass N"] {
      #expect(outcome.output.contains(mark), "\(mark)")
    }
    #expect(outcome.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  // MARK: - compare log of vanilla/unguarded; compare docs outside the repository

  @Test("compare log of vanilla/unguarded ends with a line saying it was stopped")
  func loopIsSaid() {
    let outcome = CompareCommand.run(["log", "favorites", "--contestant", "vanilla/unguarded"])
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        "step 2: save  (stopped here: unbounded re-entrant notification; no further steps)\n"))
    #expect(!outcome.output.contains("step 3:"))
  }

  @Test("compare docs outside the repository writes nothing and says where to run it")
  func docsOutsideTheRepository() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(2), observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "lab-docs-\(UInt64.random(in: 0...UInt64.max))")
        // NB: a setup that fails ends the child before `compare docs` runs where it was.
        guard
          (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
            != nil, FileManager.default.changeCurrentDirectoryPath(folder.path)
        else { exit(98) }
        let outcome = CompareCommand.run(["docs"])
        Progress.writeToStandardError(outcome.errors)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
        try? FileManager.default.removeItem(at: folder)
        exit(left.isEmpty ? outcome.status : 99)
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.hasPrefix("error: 'docs' rewrites the lab's README.md and docs/: run it from"))
    #expect(message.split(separator: "\n").count == 1)
  }

  // MARK: - Names, help and formats

  @Test("compare run favorits has a did-you-mean for built-in script names")
  func builtinNameTypo() {
    let outcome = CompareCommand.run(["run", "favorits"])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors
        == "favorits: error: no such file, and no built-in script of that name; "
        + "did you mean the built-in script 'favorites'? (built-in scripts: basics, favorites, "
        + "optional, enum, list, todos, siblings, stack, chain)\n")
  }

  @Test("compare run nosuch says there is neither such a file nor such a built-in script")
  func missingScript() {
    for arguments in [["run", "nosuch"], ["log", "nosuch", "--contestant", "store"]] {
      let outcome = CompareCommand.run(arguments)
      #expect(outcome.status == 2)
      #expect(outcome.output == "")
      #expect(
        outcome.errors
          == "nosuch: error: no such file, and no built-in script of that name (built-in "
          + "scripts: basics, favorites, optional, enum, list, todos, siblings, stack, chain)\n")
    }
  }

  @Test(
    "compare run --help and compare log --help print their help, not an error",
    arguments: ["run", "log", "bench", "fuzz", "conformance", "docs", "list", "explain", "help"])
  func commandHelp(command: String) {
    for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
      let outcome = CompareCommand.run(arguments)
      #expect(outcome.status == 0)
      #expect(outcome.errors == "")
      #expect(outcome.output.hasPrefix("usage: compare \(command)"), "\(arguments)")
    }
  }

  @Test("every command, one type each, is in the usage and its help starts with its usage line")
  func everyCommandIsListed() {
    for command in CompareCommand.subcommands where command.name != HelpCommand.name {
      // NB: `run` is optional in the usage: `compare [run FILE…]`.
      let words = CompareCommand.usage.split(whereSeparator: \.isWhitespace)
      let named = zip(words, words.dropFirst()).contains { first, second in
        first == "compare" && (second == command.name || second == "[\(command.name)")
      }
      #expect(named, "\(command.name)")
    }
    #expect(
      CompareCommand.subcommands.allSatisfy { $0.help.hasPrefix("usage: compare \($0.name)") })
    // NB: every command's usage lines, options and all, written out here rather than rebuilt
    // from each command's `usageLines` as the usage is (`list [--script NAME]` was once left
    // out); each command's help opens with its own lines (`commandHelp`).
    #expect(
      CompareCommand.usage.hasPrefix(
        """
        usage: compare [run FILE… [--contestant NAME]…] [--format text|markdown|json|csv|html]
                       [--output FILE] [--chart FILE.svg] [--step-limit SECONDS]
               compare log FILE --contestant NAME… [--order sorted|time] [--format text|html]
                           [--output FILE] [--step-limit SECONDS]
               compare bench [--budget SECONDS] [--max-size N] [--rounds R] [--scenario NAME]
                             [--operation NAME] [--contestant NAME]… [--passes N]
                             [--format text|json|csv] [--output FILE] [--chart FILE.svg]
               compare fuzz [--seed S] [--steps N] [--scenario NAME [--contestant NAME]…]
                            [--jobs N] [--format text|json] [--step-limit SECONDS]
               compare conformance [--tag 1.4.0|1.7.0|1.10.0] [--group NAME]
                                   [--variant observation|legacy|mixed]
                                   [--format text|json|markdown] [--output FILE]
               compare docs [--check]
               compare list [--script NAME]
               compare explain
               compare [COMMAND] --help

        """))
    #expect(
      Set(CompareCommand.subcommands.map { $0.name }).count == CompareCommand.subcommands.count)
  }

  @Test("bench --format markdown silently prints text: it is refused")
  func benchMarkdown() {
    let outcome = CompareCommand.run(["bench", "--format", "markdown"])
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix("error: 'bench' writes text, json or csv, not markdown\n"))
  }

  @Test("two scripts a/x.lab and b/x.lab are both reported as x: each is named by its path")
  func sameNames() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("a"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("b"), withIntermediateDirectories: true)
    let first = try folder.file("a/x.lab", text: "scenario basics\nincrement")
    let second = try folder.file("b/x.lab", text: "scenario basics\ndecrement")
    let outcome = CompareCommand.run(
      ["run", first, second, second, "--contestant", "store", "--format", "csv"])
    let names = outcome.output.split(separator: "\n").dropFirst().map {
      String($0.prefix { $0 != "," })
    }
    let a = String(first.dropLast(4))
    let b = String(second.dropLast(4))
    #expect(Set(names) == [a, b, "\(b) #2"])
  }

  @Test("a numbered name is one no script has: F/x #2, F/sub/x #2, F/x, F/x give F/x #3 last")
  func numberedNameTaken() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let numbered = try folder.file("x #2.lab", text: "scenario basics\nincrement")
    let alsoNumbered = try folder.file("sub/x #2.lab", text: "scenario basics\nincrement")
    let plain = try folder.file("x.lab", text: "scenario basics\ndecrement")
    let arguments = ["run", numbered, alsoNumbered, plain, plain, "--contestant", "store"]
    let csv = CompareCommand.run(arguments + ["--format", "csv"])
    let names = csv.output.split(separator: "\n").dropFirst().map {
      String($0.prefix { $0 != "," })
    }
    let x = String(plain.dropLast(4))
    #expect(
      Set(names) == [String(numbered.dropLast(4)), String(alsoNumbered.dropLast(4)), x, "\(x) #3"])
    // NB: the page draws every script's chart, keyed by the names: two scripts under one name
    // trapped there.
    let output = folder.url.appendingPathComponent("page.html").path
    let page = CompareCommand.run(arguments + ["--format", "html", "--output", output])
    #expect(page.status == 0, "\(page.errors)")
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("x #3"))
  }

  @Test("a contestant declared broken on one scenario is marked in the means whatever the order")
  func declaredBrokenInEitherOrder() throws {
    let folder = try TemporaryFolder()
    // NB: store/1.7 declares stale on enum alone, and this enum script does not show its fault.
    let enumScript = try folder.file("e.lab", text: "scenario enum\ntoggle1\nincrement")
    let basics = try folder.file("b.lab", text: "scenario basics\nincrement")
    for order in [[enumScript, basics], [basics, enumScript]] {
      let outcome = CompareCommand.run(
        ["run"] + order + ["--contestant", "store/1.7", "--contestant", "store"])
      #expect(outcome.output.contains("  store/1.7 †  "), "\(order)")
      #expect(outcome.output.contains("† store/1.7 (declared stale): correct on these scripts"))
    }
  }

  // MARK: - The causal log

  /// The save of the built-in script, in the order it happened: the counter sends; the parent's
  /// forwarding sink sends (marking the tab bar); the counter's view is marked; the counter's
  /// `$favorites` sends, and the parent's sink on it replays into the profile, which sends: its
  /// view is marked and the parent forwards again; the profile's `$favorites` sends the echo, and
  /// the parent's sink on it is stopped by the guard. Then one render pass.
  @Test(
    "the causal log nests the replay under the sink that made it and the guard skip under the echo")
  func causalSave() {
    let outcome = CompareCommand.run([
      "log", "favorites", "--contestant", "vanilla", "--order", "time",
    ])
    #expect(outcome.status == 0)
    #expect(
      section(outcome.output + "\n", from: "step 2: save").split(separator: "\n")
        .prefix { !$0.hasPrefix("step 3") }.joined(separator: "\n") == """
          step 2: save
            CounterViewModel.objectWillChange
            ↳ AppViewModel.objectWillChange
              ↳ AppView marked
            ↳ AppView/CounterView marked
            CounterViewModel.$favorites sends
            ↳ AppViewModel.replay
              ProfileViewModel.objectWillChange
              ↳ AppViewModel.objectWillChange
              ↳ AppView/ProfileView marked
              ProfileViewModel.$favorites sends
              ↳ AppViewModel.guardSkip
            render pass 1
              AppView.body
              CounterView.body
              ProfileView.body
              FavoriteRow.body
          """)
  }

  @Test("the causal log lists the same events as the sorted one, only in their order")
  func causalIsTheSameMultiset() throws {
    for contestant in FavoritesScenario.scenario.contestants {
      let result = try run(FavoritesScenario.script.text, contestant: contestant.name)
      for step in result.steps {
        let causal = step.causalLog.split(separator: "\n").dropFirst()
          .map { $0.trimmingWhitespace().replacing("↳ ", with: "") }
          .filter {
            !$0.hasSuffix(" marked") && !$0.hasSuffix(" sends") && !$0.hasPrefix("render pass ")
          }
        #expect(causal.sorted() == step.events.map(\.description).sorted(), "\(contestant.name)")
      }
    }
  }

  /// Without a guard, each sink replays the favorites into the other tab, one level deeper each
  /// time; the counter's sink, handed the same favorites a third time, is refused and the step
  /// stops. Each replay is a line, the work it causes nested below it (see
  /// `syncCountsEveryReplay`).
  @Test("an unguarded loop reads top to bottom: each echo one level deeper, until it is stopped")
  func causalLoop() {
    let outcome = CompareCommand.run(
      ["log", "favorites", "--contestant", "vanilla/unguarded", "--order", "time"])
    #expect(
      section(outcome.output, from: "step 2: save").split(separator: "\n")
        .prefix { !$0.hasPrefix("  render pass") }.joined(separator: "\n") == """
          step 2: save  (stopped here: unbounded re-entrant notification; no further steps)
            CounterViewModel.objectWillChange
            ↳ UnguardedAppViewModel.objectWillChange
              ↳ AppView marked
            ↳ AppView/CounterView marked
            CounterViewModel.$favorites sends
            ↳ UnguardedAppViewModel.replay
              ProfileViewModel.objectWillChange
              ↳ UnguardedAppViewModel.objectWillChange
              ↳ AppView/ProfileView marked
              ProfileViewModel.$favorites sends
              ↳ UnguardedAppViewModel.replay
                CounterViewModel.objectWillChange
                ↳ UnguardedAppViewModel.objectWillChange
                CounterViewModel.$favorites sends
                ↳ UnguardedAppViewModel.replay
                  ProfileViewModel.objectWillChange
                  ↳ UnguardedAppViewModel.objectWillChange
                  ProfileViewModel.$favorites sends
                  ↳ UnguardedAppViewModel.replay
                    CounterViewModel.objectWillChange
                    ↳ UnguardedAppViewModel.objectWillChange
                    CounterViewModel.$favorites sends
          """)
  }
}

/// Every built-in script run on every contestant of its scenario, in the scripts' order.
private func builtinRuns() throws -> [ContestantResult] {
  try BuiltinScripts.all.flatMap { builtin in
    let script = try builtin.parsed()
    return try Runner.run(script, contestants: script.scenario.contestants)
  }
}

/// `#rrggbb` in CIELAB (D65), as L*, a*, b*: where a distance is how far apart two colours look.
private func cieLab(_ hex: String) -> [Double] {
  let value = Int(hex.dropFirst(), radix: 16) ?? 0
  let linear = [16, 8, 0].map { shift -> Double in
    let channel = Double((value >> shift) & 0xFF) / 255
    return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }
  let (r, g, b) = (linear[0], linear[1], linear[2])
  let xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map { $0 > 0.008856 ? pow($0, 1.0 / 3) : 7.787 * $0 + 16.0 / 116 }
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])]
}
