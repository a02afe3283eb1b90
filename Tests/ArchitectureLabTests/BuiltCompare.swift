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
