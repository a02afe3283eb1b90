import Testing

@testable import ArchitectureLab

/// A script's name is its file's, and a file name may hold a line break or an escape sequence:
/// the text reports show it with its control characters escaped, so it cannot start a line of
/// its own or reach the terminal.
@Suite("Script names in text reports")
struct ScriptNameTextTests {
  @Test("a script name's line break shows as \\n in every line of the table report")
  func table() throws {
    let lines = favoritesTwoSteps([
      "run", "x\n- y.lab", "p\n# q\u{1B}[31m.lab", "--contestant", "vanilla/published-children",
      "--contestant", "vanilla/one-way", "--contestant", "store/legacy", "--contestant", "store",
    ])
    #expect(
      Array(lines[2...3]) == [
        #"x\n- y           vanilla/published-children     2      7     9      0     2     3    2      0      0 stale"#,
        #"x\n- y           vanilla/one-way                2      9     9      0     0     6    1      0      0 correct"#,
      ],
      "\(lines)")
    #expect(
      lines.contains(
        #"p\n# q\u{1B}[31m store                          2      9     9      0     0     5    0      3      0 correct"#
      ), "\(lines)")
    #expect(
      lines.contains(
        #"  x\n- y × vanilla/one-way: declared stale, correct here (this script does not show its fault)"#
      ), "\(lines)")
    #expect(
      lines.contains(#"  p\n# q\u{1B}[31m   9 → 3        11 → 0    8 → 2   12 → 9"#), "\(lines)")
    #expect(lines.contains(#"  broken: vanilla/published-children on x\n- y, stale: AppView"#))
    #expect(!lines.contains { $0.hasPrefix("- y") || $0.hasPrefix("# q") })
  }

  @Test("a script name's line break shows as \\n in the event log's headers")
  func log() throws {
    let lines = favoritesTwoSteps([
      "log", "p\n# q.lab", "--contestant", "vanilla", "--contestant", "store",
    ])
    #expect(
      Array(lines[0...1]) == [#"# p\n# q × vanilla: correct"#, #"# p\n# q × store: correct"#],
      "\(lines)")
  }

  @Test("a script name's line break and escape sequence are escaped in the run's progress line")
  func progressLine() {
    #expect(
      RunCommand.progressLine(script: "p\n# q\u{1B}[31m", step: 3, of: 10, contestants: 2)
        == #"p\n# q\u{1B}[31m: step 3 of 10, 2 contestants"#)
    #expect(
      RunCommand.progressLine(script: "basics", step: 1, of: 1, contestants: 1)
        == "basics: step 1 of 1, 1 contestant")
  }
}
