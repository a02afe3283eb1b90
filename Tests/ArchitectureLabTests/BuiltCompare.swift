import Foundation
import Testing

@testable import ArchitectureLab

/// The `compare` executable `swift build` put in the build products folder, beside this test
/// bundle: the tests of `compare fuzz --jobs` start it as their worker processes.
///
/// Found as `$LAB_COMPARE`, or beside the test binary (`/proc/self/exe` on Linux, the
/// `.xctest` bundle's folder on macOS). `.ci/run` builds it before the tests and sets
/// `LAB_REQUIRE_COMPARE`, which turns a missing executable from a skipped test into a failure.
enum BuiltCompare {
  /// The executable's path, or `nil` when none is built.
  nonisolated static let executable: String? = {
    var candidates = [ProcessInfo.processInfo.environment["LAB_COMPARE"]].compactMap { $0 }
    if let binary = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: binary).deletingLastPathComponent().path + "/compare")
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(
        URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().path + "/compare")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether a test that needs it must run: set in CI, where a missing executable is a failure.
  nonisolated static let isRequired =
    ProcessInfo.processInfo.environment["LAB_REQUIRE_COMPARE"] != nil

  /// What `compare fuzz` starts its workers with in these tests.
  static func launcher() throws -> WorkerLauncher {
    guard let executable else {
      throw Missing(description: "no built compare beside the tests: run `swift build` first")
    }
    return WorkerLauncher(executable: executable)
  }

  /// What `executable` (the built `compare` by default) prints on standard output and standard
  /// error given `arguments` in `folder`, and its exit status; `nil` when it was still running
  /// after 30 s and was stopped.
  ///
  /// NB: a process of its own, so a command that waits for ever (as one writing to a FIFO no
  /// one reads did) fails the test instead of hanging it; its output goes to files in `folder`,
  /// removed before this returns, so a long output cannot fill a pipe no one reads yet.
  static func run(
    _ arguments: [String], in folder: TemporaryFolder, executable: String? = nil
  ) throws -> (status: Int32?, output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable ?? launcher().executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder.url
    let serial = UInt64.random(in: 0...UInt64.max)
    let output = try folder.file("output-\(serial)", text: "")
    let errors = try folder.file("errors-\(serial)", text: "")
    defer {
      unlink(output)
      unlink(errors)
    }
    process.standardOutput = FileHandle(forWritingAtPath: output)
    process.standardError = FileHandle(forWritingAtPath: errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date.now.addingTimeInterval(30)
    while process.isRunning, Date.now < deadline { usleep(50_000) }
    let stopped = process.isRunning
    // NB: SIGKILL, which no mask holds back: a child started from a test thread may have
    // SIGTERM blocked, and one waiting in open(2) then never ended.
    if stopped { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return (
      stopped ? nil : process.terminationStatus,
      try String(contentsOfFile: output, encoding: .utf8),
      try String(contentsOfFile: errors, encoding: .utf8)
    )
  }

  struct Missing: Error, CustomStringConvertible {
    let description: String
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only where the built `compare` is found, or where it must be (CI), so a
  /// missing executable fails there instead of skipping.
  static var needsBuiltCompare: Self {
    .enabled(
      if: BuiltCompare.executable != nil || BuiltCompare.isRequired,
      "needs the built compare executable: run `swift build` first (.ci/run does)")
  }
}
