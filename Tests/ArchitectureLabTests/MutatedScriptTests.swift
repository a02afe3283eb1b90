import Testing

@testable import ArchitectureLab

/// Bad input gets a located error, never a crash, for scripts nobody wrote by hand: each built-in
/// script, mutated by a seeded generator (a line inserted, a word appended, a line dropped or
/// doubled, a number pushed to an edge, its line ends turned to CRLF), is run in this process
/// against every contestant of its scenario.
///
/// The hand-written cases (`HostileInputTests`) pin each message; this suite pins the promise
/// over inputs no one chose: a run ends with status 0, 1 or 2; a status 2 prints nothing on
/// standard output and names a line and column of the script on standard error. A trap in any
/// contestant, the parser or a report would end the test process, so it fails too.
@Suite("Mutated scripts")
struct MutatedScriptTests {
  /// The words a mutation writes: every word of the built-in scripts (verbs, scenario names,
  /// parameters, numbers), and words no script should hold.
  ///
  /// NB: the list's bulk verbs (`create-1000`, `append-1000`...) are left out, and so is any
  /// number above 12 that parses: a mutated `repeat` could otherwise ask for a million steps or
  /// rows, which is a long run, not bad input.
  static let words: [String] = {
    let shipped = BuiltinScripts.all.flatMap { script in
      script.text.split(separator: "\n").flatMap { line in
        (line.split(separator: "#").first ?? "").split(separator: " ").map(String.init)
      }
    }
    let tame = shipped.filter { word in
      !word.hasPrefix("create-") && !word.hasPrefix("append-")
        && (Int(word).map { $0 <= 12 } ?? true)
    }
    let hostile = [
      "repeat", "scenario", "-1", "0", "99999999999999999999", "1e9", "0x10", "３", "é", "\u{202E}",
      "\u{07}", "\t", "#", "…", "𝟙", "INCREMENT", "\"", "\\", "--", "rows", "size", "depth",
    ]
    return Array(Set(tame + hostile)).sorted()
  }()

  @Test(
    "a built-in script, mutated, ends with status 0, 1 or 2; a 2 names a line and column of it",
    arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func mutatedBuiltins(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var statuses: Set<Int32> = []
    for round in 0..<60 {
      let script = BuiltinScripts.all.randomElement(using: &generator)!
      let text = Self.mutated(script.text, using: &generator)
      let outcome = CompareCommand.run(["run", "m.lab", "--step-limit", "5"]) { _ in text }
      let context = Comment(rawValue: "seed \(seed), round \(round), from \(script.name):\n\(text)")
      #expect([0, 1, 2].contains(outcome.status), context)
      statuses.insert(outcome.status)
      guard outcome.status == 2 else { continue }
      #expect(outcome.output == "", context)
      // NB: counted in bytes: in a `String`, "\r\n" is one `Character`, not a "\n".
      let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
      #expect(
        Self.location(of: outcome.errors).map { (1...lines).contains($0.line) } == true,
        "\(outcome.errors)\n\(context)")
    }
    // NB: mutations that broke every script, or none, would test one side only.
    #expect(statuses.isSuperset(of: [0, 2]), "statuses seen: \(statuses.sorted())")
  }

  @Test("the locator reads a located error and refuses anything else")
  func locator() {
    #expect(Self.location(of: "m.lab:3:14: error: unknown verb")?.line == 3)
    #expect(Self.location(of: "m.lab:3:14: error: x")?.column == 14)
    #expect(Self.location(of: "error: --seed needs a whole number") == nil)
    #expect(Self.location(of: "m.lab:3: error: no column") == nil)
    #expect(Self.location(of: "other.lab:3:14: error: another file") == nil)
  }

  /// `text` with one to four mutations, each at a place the generator draws.
  static func mutated(_ text: String, using generator: inout SplitMix64) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let place = Int.random(in: 0..<lines.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: lines.insert(phrase(using: &generator), at: place)
      case 1: lines[place] += " " + words.randomElement(using: &generator)!
      case 2 where lines.count > 1: lines.remove(at: place)
      case 3: lines.insert(lines[place], at: place)
      default:
        lines[place] = lines[place].split(separator: " ").map { word in
          Int(word) == nil
            ? String(word)
            : ["-1", "0", "99999999999999999999"].randomElement(
              using: &generator)!
        }.joined(separator: " ")
      }
    }
    let crlf = Int.random(in: 0..<10, using: &generator) == 0
    return lines.joined(separator: crlf ? "\r\n" : "\n")
  }

  /// One to three words the generator draws, as a line.
  static func phrase(using generator: inout SplitMix64) -> String {
    (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      words.randomElement(using: &generator)!
    }.joined(separator: " ")
  }

  /// The line and column that open a located error about `m.lab` (`m.lab:LINE:COLUMN: error:`).
  static func location(of errors: String) -> (line: Int, column: Int)? {
    let first = errors.split(separator: "\n").first ?? ""
    let parts = first.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "m.lab", parts[3].hasPrefix(" error: "),
      let line = Int(parts[1]), let column = Int(parts[2]), column >= 1
    else { return nil }
    return (line, column)
  }
}
