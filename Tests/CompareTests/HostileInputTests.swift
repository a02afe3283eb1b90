import Foundation
import Testing

@testable import Compare

/// Every malformed script or command line gets a located message on standard error, nothing on
/// standard output, and exit status 2.
@Suite("Hostile input")
struct HostileInputTests {
  /// `(arguments, script text for bad.lab, expected first line of standard error)`.
  nonisolated static let cases: [([String], String, String)] = [
    (["run", "bad.lab"], "", "bad.lab:1:1: error: expected 'scenario NAME' as the first line"),
    (
      ["run", "bad.lab"], "# nothing but a comment",
      "bad.lab:1:1: error: expected 'scenario NAME' as the first line"
    ),
    (
      ["run", "bad.lab"], "increment",
      "bad.lab:1:1: error: expected 'scenario NAME' before the first step"
    ),
    (["run", "bad.lab"], "scenario", "bad.lab:1:1: error: expected a scenario name"),
    (
      ["run", "bad.lab"], "scenario lists",
      "bad.lab:1:10: error: unknown scenario 'lists'; did you mean 'list'?"
    ),
    (
      ["run", "bad.lab"], "scenario basics rows 4",
      "bad.lab:1:17: error: scenario basics takes no parameters"
    ),
    (
      ["run", "bad.lab"], "scenario list rows 2000000",
      "bad.lab:1:20: error: rows must be from 0 to 1000000, got 2000000"
    ),
    (
      ["run", "bad.lab"], "scenario list rows 2 rows 3", "bad.lab:1:22: error: rows is given twice"
    ),
    (
      ["run", "bad.lab"], "scenario list row 3",
      "bad.lab:1:15: error: unknown parameter 'row' for scenario list; did you mean 'rows'? (parameters: rows)"
    ),
    (
      ["run", "bad.lab"], "scenario list\nadd\nincrment 0",
      "bad.lab:3:1: error: unknown verb 'incrment' for scenario list; did you mean 'increment'?"
    ),
    (
      ["run", "bad.lab"], "scenario list\nadd\nincrement",
      "bad.lab:3:1: error: 'increment' expects an argument: increment I"
    ),
    (
      ["run", "bad.lab"], "scenario list\nadd\nincrement -1",
      "bad.lab:3:11: error: expected I (a whole number, 0 or more) for 'increment', got '-1'"
    ),
    (
      ["run", "bad.lab"], "scenario list\nadd\nincrement one",
      "bad.lab:3:11: error: expected I (a whole number, 0 or more) for 'increment', got 'one'"
    ),
    (
      ["run", "bad.lab"], "scenario list\nadd\nincrement 0 0",
      "bad.lab:3:13: error: unexpected '0': 'increment' takes only: increment I"
    ),
    (
      ["run", "bad.lab"], "scenario list\nadd\nincrement 1",
      "bad.lab:3:1: error: CounterRow at position 1 is not on screen at this step"
    ),
    (
      ["run", "bad.lab"], "scenario list\nremove 0",
      "bad.lab:2:1: error: CounterRow at position 0 is not on screen at this step"
    ),
    (
      ["run", "bad.lab"], "scenario siblings\nincrement 3",
      "bad.lab:2:11: error: expected SLOT (1|2) for 'increment', got '3'"
    ),
    (
      ["run", "bad.lab"], "scenario todos\nfilter done",
      "bad.lab:2:8: error: expected FILTER (all|active|completed) for 'filter', got 'done'"
    ),
    (
      ["run", "bad.lab"], "scenario todos\nsee-all",
      "bad.lab:2:1: error: TodosView shows no [See all] button at this step (it shows: [Add] [Clear completed])"
    ),
    (
      ["run", "bad.lab"], "scenario optional\nincrement",
      "bad.lab:2:1: error: CounterView is not on screen at this step"
    ),
    (
      ["run", "bad.lab"], "scenario basics\nrepeat",
      "bad.lab:2:1: error: expected a repeat count (a positive integer) after 'repeat'"
    ),
    (
      ["run", "bad.lab"], "scenario basics\nrepeat -2 increment",
      "bad.lab:2:8: error: expected a repeat count (a positive integer) after 'repeat'"
    ),
    (
      ["run", "bad.lab"], "scenario basics\nrepeat 3",
      "bad.lab:2:8: error: expected a verb after the repeat count"
    ),
    (
      ["run", "bad.lab"], "scenario basics\nrepeat 99999999999 increment",
      "bad.lab:2:8: error: repeat count 99999999999 is too large (at most 1000000)"
    ),
    (["run"], "", "error: 'run' needs at least one script FILE"),
    (["run", "bad.lab", "--fast"], "", "error: unknown option '--fast'"),
    (["run", "bad.lab", "--contestant"], "", "error: --contestant needs a value"),
    (["log", "bad.lab"], "", "error: 'log' needs --contestant NAME"),
    (["list", "extra"], "", "error: 'list' takes no arguments, got 'extra'"),
    (
      ["fuzz", "--steps", "lots"], "", "error: --steps needs a whole number (0 or more), got 'lots'"
    ),
    (["fuzz", "--seed", "-1"], "", "error: --seed needs a whole number (0 or more), got '-1'"),
    (["fuzz", "--seed", "--steps", "2"], "", "error: --seed needs a value"),
    (["fuzz", "--scenario", "todo"], "", "error: unknown scenario 'todo'; did you mean 'todos'?"),
    (["bnch"], "", "error: unknown command 'bnch'; did you mean 'bench'?"),
    (
      ["bench", "--budget", "0"], "", "error: --budget needs a positive number of seconds, got '0'"
    ),
    (
      ["bench", "--max-size", "big"], "",
      "error: --max-size needs a whole number (0 or more), got 'big'"
    ),
  ]

  @Test(
    "each malformed script or option is reported with its location and exit status 2",
    arguments: cases)
  func reports(arguments: [String], text: String, message: String) {
    let outcome = CompareCommand.run(arguments) { _ in text }
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
  }

  @Test("a binary file, an unreadable path and an empty file are located errors")
  func files() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lab-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("binary.lab").path
    _ = FileManager.default.createFile(atPath: binary, contents: Data([0x73, 0x00, 0xFF, 0x10]))
    let empty = folder.appendingPathComponent("empty.lab").path
    _ = FileManager.default.createFile(atPath: empty, contents: Data())
    let missing = folder.appendingPathComponent("missing.lab").path
    let cases = [
      (binary, "\(binary):1:1: error: not a text script (binary or not UTF-8)\n"),
      (missing, "\(missing):1:1: error: cannot read the file (does it exist?)\n"),
      (empty, "\(empty):1:1: error: expected 'scenario NAME' as the first line"),
    ]
    for (path, message) in cases {
      let outcome = CompareCommand.run(["run", path])
      #expect(outcome.status == 2)
      #expect(outcome.output == "")
      #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
    }
  }
}
