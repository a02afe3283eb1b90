/// A command's arguments as they are taken: each option read is removed, so what is left at
/// the end is the operands, or an error to report.
///
/// Options start with `--`; `-1` is a value, which the option's own parser then judges. A `--`
/// ends the options: every argument after it is an operand, whatever it looks like
/// (`run -- -x.lab`).
struct Arguments {
  /// What has not been taken yet, in order: the operands, and the options no one read.
  var remaining: [String] { unread + operands }
  /// What has not been taken yet before any `--`: where a word may still be a command's name.
  var remainingBeforeEnd: [String] { unread }
  /// The arguments before `--` not taken yet: options and operands.
  private var unread: [String]
  /// The arguments after `--`: operands only, never read as options.
  private let operands: [String]
  /// The options the command has asked for so far, for the nearest name to an unknown one.
  private(set) var known = ["--help"]
  /// The flags among them: options that take no value.
  private var flags: Set<String> = ["--help"]

  init(_ arguments: [String]) {
    // NB: only the first `--` ends the options; a second is an operand, as POSIX reads it.
    guard let end = arguments.firstIndex(of: "--") else {
      (unread, operands) = (arguments, [])
      return
    }
    (unread, operands) = (Array(arguments[..<end]), Array(arguments[(end + 1)...]))
  }

  /// Whether `--help` or `-h` is given before any `--`: the command's help, not a run.
  ///
  /// NB: it is asked before the command reads its options, so it cannot tell an option's value
  /// from a word of its own: `--output -h` asks for help too (`--output ./-h` names the file).
  var asksForHelp: Bool {
    unread.contains { $0 == "--help" || $0 == "-h" }
  }

  /// The value of an option that may be given once, or `nil` when it is not given.
  mutating func option(_ name: String) throws -> String? {
    let values = try values(name)
    guard values.count <= 1 else {
      throw UsageError(message: "\(name) is given twice; give it once")
    }
    return values.first
  }

  /// Every value of an option that may repeat, in order.
  mutating func values(_ name: String) throws -> [String] {
    known.append(name)
    var values: [String] = []
    while let index = unread.firstIndex(of: name) {
      guard index + 1 < unread.count, !unread[index + 1].hasPrefix("--") else {
        throw UsageError(message: "\(name) needs a value")
      }
      values.append(unread[index + 1])
      unread.removeSubrange(index...(index + 1))
    }
    return values
  }

  /// Whether a flag is given; giving it twice is an error. A `hidden` flag is never suggested
  /// for a misspelt option.
  mutating func flag(_ name: String, hidden: Bool = false) throws -> Bool {
    if !hidden {
      known.append(name)
      flags.insert(name)
    }
    let count = unread.count { $0 == name }
    guard count <= 1 else { throw UsageError(message: "\(name) is given twice; give it once") }
    unread.removeAll { $0 == name }
    return count == 1
  }

  /// Every `--contestant NAME`, in order; naming one twice is an error.
  mutating func contestants() throws -> [String] {
    let names = try values("--contestant")
    if let twice = names.firstRepeated() {
      throw UsageError(message: "--contestant \(echo(twice)) is given twice")
    }
    return names
  }

  /// `--step-limit SECONDS`, or the default time limit.
  mutating func stepLimit() throws -> Runner.TimeLimit {
    try Self.stepLimit(try option("--step-limit"))
  }

  /// `10 s`: the step limit when `--step-limit` is not given, as the help texts say it.
  static var defaultStepLimit: String { HelpText.seconds(Runner.TimeLimit().perStep) }

  /// The time limit `--step-limit` gives as `text`, or the default one for `nil`.
  static func stepLimit(_ text: String?) throws -> Runner.TimeLimit {
    var limit = Runner.TimeLimit()
    if let text {
      limit.perStep = .seconds(try seconds(text, for: "--step-limit"))
    }
    return limit
  }

  /// Fails on the first option no one took, suggesting the nearest option the command asked
  /// for, or else, for `--format=json`, the option and its value apart: call it after every
  /// option is read.
  func rejectUnknownOptions() throws {
    guard let option = unread.first(where: { $0.hasPrefix("-") }) else { return }
    if let hint = didYouMean(option, in: known) {
      throw UsageError(message: "unknown option \(echo(option))\(hint)")
    }
    // NB: the value goes in the next argument, not after `=`. A short value leaves the option
    // near enough for the hint above (`--passes=3`: '--passes'), kept as it was.
    if let equals = option.firstIndex(of: "="), known.contains(String(option[..<equals])) {
      let name = String(option[..<equals])
      // NB: a flag's `=` is no value put in the wrong place: `--check yes` is refused too.
      guard !flags.contains(name) else {
        throw UsageError(message: "unknown option \(echo(option)); \(name) takes no value")
      }
      let apart = "\(name) \(option[option.index(after: equals)...])"
      throw UsageError(message: "unknown option \(echo(option)); did you mean \(echo(apart))?")
    }
    throw UsageError(message: "unknown option \(echo(option))")
  }

  /// Fails unless everything was taken: `command` takes options only.
  func expectNone(after command: String) throws {
    try rejectUnknownOptions()
    if let extra = remaining.first {
      throw UsageError(message: "'\(command)' takes no arguments, got \(echo(extra))")
    }
  }

  /// Seconds `--step-limit` and `--budget` accept at most: a day.
  static let maximumSeconds = 86_400.0

  /// A whole number in `range`, the value of `option`.
  static func integer(_ text: String, for option: String, in range: ClosedRange<Int>) throws
    -> Int
  {
    guard let value = WholeNumber(text)?.value(in: range) else {
      let accepted =
        range.upperBound == Int.max
        ? "a whole number (\(range.lowerBound) or more)"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)"
      throw UsageError(message: "\(option) needs \(accepted), got \(echo(text))")
    }
    return value
  }

  /// Seconds `--step-limit` and `--budget` accept at least: a millisecond.
  ///
  /// NB: less is no time to the clock: `1e-320` becomes a zero `Duration`, and a budget of it
  /// would be reported as "0.0 s spent, over the 1e-320 s budget".
  static let minimumSeconds = 0.001

  /// A number of seconds, from ``minimumSeconds`` to ``maximumSeconds``, written in decimal
  /// (`2`, `0.5`, `1e-2`).
  static func seconds(_ text: String, for option: String) throws -> Double {
    // NB: decimal only, as the whole-number options: `Double` alone also reads `0x10`, `nan`
    // and `inf`.
    guard text.allSatisfy({ "0123456789.eE+-".contains($0) }), let seconds = Double(text),
      seconds >= minimumSeconds, seconds <= maximumSeconds
    else {
      throw UsageError(
        message:
          "\(option) needs a number of seconds from \(minimumSeconds) to \(Int(maximumSeconds)), "
          + "got \(echo(text))")
    }
    return seconds
  }
}
