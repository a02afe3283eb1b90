import Testing

@testable import ArchitectureLab

/// The shape of the transcription of the suite's 1.4.0 test files (``SuiteTest/recorded1_4``):
/// what `git show 1.4.0:Examples/Integration/IntegrationUITests/<File>.swift` holds, counted per
/// file. Nothing plays these tests yet; this pins that the transcription is whole.
@Suite("The 1.4.0 recordings")
struct Recordings1_4Tests {
  /// One file's counts: its tests that assert logs, their `assertLogs` steps, the lines those
  /// steps record, and how many of those lines are `….scope` lines.
  struct Counts: Equatable, CustomStringConvertible {
    var tests = 0
    var steps = 0
    var lines = 0
    var scopeLines = 0

    var description: String {
      "\(tests) tests, \(steps) steps, \(lines) lines (\(scopeLines) .scope)"
    }
  }

  /// The recorded lines of each `assertLogs` of `test`, as the test file lists them.
  static func steps(of test: SuiteTest) -> [[Substring]] {
    test.commands.compactMap { command in
      guard case .assertLogs(let text) = command else { return nil }
      return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
  }

  @Test("19 tests of seven files, all of the iOS 16 screens, in 1.7.0's order of those files")
  func files() {
    let recorded = SuiteTest.recorded1_4
    // NB: 19 (1 + 5 + 2 + 2 + 3 + 2 + 4 by file, `git grep -c "func test" 1.4.0` on the seven),
    // where docs/fidelity.md's "Before 1.5" and the stop-50 survey say 18; as at 1.7.0's iOS 16.
    #expect(recorded.count == 19)
    #expect(recorded.allSatisfy { $0.variant == .legacy })
    // NB: the files in the order `SuiteRecordings.swift` lists 1.7.0's `iOS 16` files, each
    // file's tests together.
    var order: [SuiteTest.Group] = []
    for test in recorded where order.last != test.group { order.append(test.group) }
    #expect(order == SuiteTest.Variant.legacy.groups)
  }

  @Test("per file: tests, steps, recorded lines and .scope lines (29 steps, 589 lines, 216 .scope)")
  func counts() {
    var counts: [SuiteTest.Group: Counts] = [:]
    for test in SuiteTest.recorded1_4 {
      let steps = Self.steps(of: test)
      counts[test.group, default: Counts()].tests += 1
      counts[test.group, default: Counts()].steps += steps.count
      counts[test.group, default: Counts()].lines += steps.joined().count
      counts[test.group, default: Counts()].scopeLines +=
        steps.joined().filter { $0.hasSuffix(".scope") }.count
    }
    #expect(counts[.basics] == Counts(tests: 1, steps: 2, lines: 10, scopeLines: 2))
    #expect(counts[.enumeration] == Counts(tests: 5, steps: 6, lines: 206, scopeLines: 87))
    #expect(counts[.optional] == Counts(tests: 2, steps: 4, lines: 55, scopeLines: 20))
    #expect(counts[.presentation] == Counts(tests: 2, steps: 7, lines: 119, scopeLines: 51))
    #expect(counts[.identifiedList] == Counts(tests: 3, steps: 3, lines: 122, scopeLines: 23))
    #expect(counts[.navigation] == Counts(tests: 2, steps: 3, lines: 34, scopeLines: 18))
    #expect(counts[.siblings] == Counts(tests: 4, steps: 4, lines: 43, scopeLines: 15))
    let total = counts.values.reduce(into: Counts()) { total, file in
      total.tests += file.tests
      total.steps += file.steps
      total.lines += file.lines
      total.scopeLines += file.scopeLines
    }
    #expect(total == Counts(tests: 19, steps: 29, lines: 589, scopeLines: 216))
  }

  @Test("every test's name is unique within its file")
  func names() {
    for group in SuiteTest.Group.allCases {
      let names = SuiteTest.recorded1_4.filter { $0.group == group }.map(\.name)
      #expect(Set(names).count == names.count, "\(group)")
    }
  }

  /// NB: `assertLogs` compares sorted lines, but the transcription keeps them as each test lists
  /// them, so only emptiness is checked: a step records at least one line and no blank one.
  @Test("every test asserts logs, and every step records lines, none of them blank")
  func steps() {
    for test in SuiteTest.recorded1_4 {
      let steps = Self.steps(of: test)
      #expect(!steps.isEmpty, "\(test.group) \(test.name)")
      for (index, lines) in steps.enumerated() {
        // NB: an empty text splits into one blank line, so it fails here too.
        #expect(
          lines.allSatisfy { !$0.allSatisfy(\.isWhitespace) },
          "\(test.group) \(test.name) step \(index + 1)")
      }
    }
  }
}
