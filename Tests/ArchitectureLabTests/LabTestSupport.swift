import Foundation
import Instrumentation
import Testing

@testable import ArchitectureLab

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary folder laid out as the repository `compare docs` works in (a `Package.swift`
/// naming the package, a `docs/` folder) with `files` written in it, made the current directory.
/// For exit tests: the directory change is the child process's alone.
///
/// NB: a setup that fails ends the child with status 98 before anything runs: left in the
/// directory it inherited (the repository root, where `swift test` runs and `DocsTests` moves),
/// `compare docs` would rewrite the real documents.
func enterTemporaryRepository(_ files: [(path: String, text: String)]) -> URL {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "lab-repository-\(UInt64.random(in: 0...UInt64.max))")
  let package = ("Package.swift", #"let package = Package(name: "ArchitectureLab")"#)
  guard
    (try? FileManager.default.createDirectory(
      at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)) != nil,
    ([package] + files).allSatisfy({ path, text in
      (try? text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8))
        != nil
    }),
    FileManager.default.changeCurrentDirectoryPath(root.path)
  else { exit(98) }
  return root
}

extension Pipe {
  /// A Foundation pipe with both ends close-on-exec, as the lab's own are (``CloseOnExecPipe``):
  /// `Process` still places its child's end where the child reads or writes, and no child that
  /// another test starts meanwhile inherits either end.
  ///
  /// NB: Foundation makes the pipe without the flag, so it is set just after; a child started
  /// in between inherits the ends only if its spawn keeps what it does not place, which neither
  /// the lab's (``Spawn``) nor Foundation's does.
  static func closedOnExec() -> Pipe {
    let pipe = Pipe()
    for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
      _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }
    return pipe
  }
}

/// The lines `compare ARGUMENTS` prints when every script file it reads holds the same two steps
/// of the favorites scenario (count 1, then save it), whatever the file is named: for tests of
/// how a script's name is shown.
///
/// NB: the counts these steps give are those of any name (`compare run plain.lab` prints the
/// same row), so a test of a name reads them as given: only the name's column is under test.
func favoritesTwoSteps(_ arguments: [String]) -> [Substring] {
  let outcome = CompareCommand.run(
    arguments, readFile: { _ in "scenario favorites\nincrement\nsave\n" }, progress: { _ in })
  #expect(outcome.errors == "")
  return outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
}

/// The file type bits and permissions of `path` (`stat(2)`, following links), or `nil` when
/// there is nothing there.
func fileMode(_ path: String) -> mode_t? {
  var info = stat()
  return stat(path, &info) == 0 ? info.st_mode : nil
}

/// Makes a FIFO at `path` and opens it with `flags`, which include `O_NONBLOCK` so the open does
/// not wait for the other end: the test's end of a FIFO a command is told to write to. The caller
/// closes it.
func openedFIFO(
  _ path: String, flags: Int32, sourceLocation: SourceLocation = #_sourceLocation
) -> Int32 {
  #expect(mkfifo(path, 0o600) == 0, sourceLocation: sourceLocation)
  let descriptor = open(path, flags)
  #expect(descriptor >= 0, sourceLocation: sourceLocation)
  return descriptor
}

/// What can be read from `descriptor` now, without waiting, up to a pipe's 64 KB buffer, as text.
func textReadNow(from descriptor: Int32) -> String {
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  let count = read(descriptor, &buffer, buffer.count)
  return String(decoding: buffer[..<max(0, count)], as: UTF8.self)
}

/// Parses `text` as a script named `test.lab`.
func script(_ text: String) throws -> Script {
  try ScriptParser.parse(text, file: "test.lab", scenarios: Scenarios.all)
}

/// The descriptions of the events of `kinds` that `turn` records, in the order they happened.
func recorded(_ kinds: Set<Event.Kind>, in turn: () -> Void) -> [String] {
  var events: [String] = []
  EventLog.recording(into: { if kinds.contains($0.kind) { events.append($0.description) } }, turn)
  return events
}

/// Runs a script on one named contestant of its scenario.
func run(_ text: String, contestant name: String) throws -> ContestantResult {
  let parsed = try script(text)
  let contestant = try #require(parsed.scenario.contestants.first { $0.name == name })
  return try #require(try Runner.run(parsed, contestants: [contestant]).first)
}

/// Runs a script on one contestant, which need not be one of its scenario's (a test's own).
func run(_ text: String, contestant: Contestant) throws -> ContestantResult {
  try #require(try Runner.run(try script(text), contestants: [contestant]).first)
}

/// The inline event log of one step of a script on one contestant.
func stepLog(_ text: String, contestant: String, step: Int) throws -> String {
  try run(text, contestant: contestant).steps[step].log
}

/// Checks the results of a built-in script run on every contestant: each correct and leak-free,
/// and the ones named in `atTheFloor` (and only those) with no render above the oracle's floor.
func expectCorrect(
  _ results: [ContestantResult], atTheFloor: Set<String>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let names = Set(results.map(\.contestant.name))
  #expect(!results.isEmpty, "no results", sourceLocation: sourceLocation)
  #expect(
    atTheFloor.subtracting(names) == [], "named at the floor but not run",
    sourceLocation: sourceLocation)
  for result in results {
    let name = result.contestant.name
    #expect(result.verdict == .correct, "\(name)", sourceLocation: sourceLocation)
    #expect(result.leaked == [], "\(name)", sourceLocation: sourceLocation)
    #expect(
      (result.totals.wasted == 0) == atTheFloor.contains(name), "\(name)",
      sourceLocation: sourceLocation)
  }
}

/// A clock for the runner's time limit that moves `tick` forward every time it is read, so a
/// turn "takes" as long as its readings say, without timing anything.
final class FakeClock {
  var tick = Duration.zero
  private var time = ContinuousClock.now

  func now() -> ContinuousClock.Instant {
    time += tick
    return time
  }

  /// A time limit of `perStep` read from this clock.
  func limit(_ perStep: Duration) -> Runner.TimeLimit {
    Runner.TimeLimit(perStep: perStep, now: now)
  }
}

/// A folder of its own under the temporary directory, removed when the value goes.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lab-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  isolated deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// Writes `bytes` to `name` in the folder and returns its path.
  func file(_ name: String, bytes: [UInt8]) throws -> String {
    try Data(bytes).write(to: url.appendingPathComponent(name))
    return path(name)
  }

  /// Writes `text` to `name` in the folder and returns its path.
  func file(_ name: String, text: String) throws -> String {
    try file(name, bytes: Array(text.utf8))
  }

  /// The names in the folder, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

extension StringProtocol {
  /// The text with every run of whitespace, line breaks included, made one space: what a
  /// sentence wrapped anywhere in a document or a report reads as.
  var flowing: String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
