import Foundation
import Synchronization

/// The name the command is typed by, in every usage line, hint and help text it prints:
/// `compare`, or the name of a package's own executable that runs the lab through
/// ``Lab/main(arguments:adding:)`` (`ReduxLab run basics`).
///
/// NB: the texts that describe this repository (its docs' generated blocks, `compare docs`) keep
/// `compare`: they name this package's executable.
nonisolated enum CommandName {
  /// `compare` until ``adopt(executablePath:)`` names another.
  static var current: String {
    stored.withLock { $0 }
  }

  private static let stored = Mutex("compare")

  /// Takes the last component of the running executable's path as the command's name, unless
  /// it could not be typed or printed as it is (``ContestantName``'s rules for a word), when the
  /// name stays `compare`.
  ///
  /// NB: `Lab.main` calls it before it registers or prints anything; a test process, which never
  /// calls it, keeps `compare`, as every expected message in the tests has it.
  static func adopt(executablePath: String?) {
    guard let name = name(ofExecutableAt: executablePath) else { return }
    stored.withLock { $0 = name }
  }

  /// The last component of `path`, when it can be typed and printed as it is.
  static func name(ofExecutableAt path: String?) -> String? {
    guard let name = path?.split(separator: "/").last.map(String.init),
      ContestantName.problem(with: name) == nil
    else { return nil }
    return name
  }

  /// `text` (a help text, a usage, a hint) with `name` for `compare` wherever `compare` is
  /// the first word of a command line it shows: at the start of a line, after `usage: `, or just
  /// inside a quote or a parenthesis (`` `compare list` ``, `'compare run --help'`, `(compare
  /// list)`); `swift run compare` stays, as it names this package's executable. In the usage
  /// block, the text up to the first blank line after it starts, the lines that continue a
  /// command's usage are moved by the difference in length, so its options stay aligned under
  /// each other.
  static func naming(_ text: String, as name: String = current) -> String {
    guard name != "compare" else { return text }
    let shift = name.count - "compare".count
    var inUsage = true
    var started = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      // NB: a usage error's whole usage comes after a blank line of its own.
      if line.isEmpty, started { inUsage = false }
      if !line.isEmpty { started = true }
      let indent = line.prefix { $0 == " " }
      let rest = line.dropFirst(indent.count)
      let renamed = rename(in: String(line), to: name)
      let continues = inUsage && !indent.isEmpty && !rest.hasPrefix("compare")
      guard continues else { return renamed }
      return shift >= 0
        ? String(repeating: " ", count: shift) + renamed
        : String(renamed.dropFirst(min(-shift, indent.count - 1)))
    }
    return lines.joined(separator: "\n")
  }

  /// `line` with `name` for each `compare` that is a whole word and a command line's first.
  private static func rename(in line: String, to name: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let range = rest.range(of: "compare") {
      let before = rest[..<range.lowerBound]
      let prefix = result + before
      let next = rest[range.upperBound...].first
      // NB: `prefix` is never all spaces once a word was copied into `result`.
      let opensCommand =
        prefix.allSatisfy { $0 == " " } || prefix.last.map { "`'(".contains($0) } == true
        || prefix.hasSuffix("usage: ")
      let isWord = next == nil || next == " " || next == "`" || next == "'" || next == ")"
      result += before
      result += opensCommand && isWord ? name : "compare"
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
