/// Reads the script language: one step a line (lines end with `\n`, `\r\n` or `\r`), `#` starts a
/// comment, the first non-comment line is `scenario NAME`, and `repeat N VERB ARGS…` repeats a
/// step.
///
/// Every error names the file, line and column and, for a misspelt name, the nearest valid one.
/// A word the user wrote is repeated in a message cut to ``maximumEchoLength`` characters.
enum ScriptParser {
  /// The largest `repeat` count accepted; more is almost certainly a typo.
  static let maximumRepeat = 1_000_000

  /// How many lines are checked between two calls of `parse`'s `progress`.
  static let linesPerProgress = 65_536

  /// The script `text` holds, every line of it checked; `progress` is told the number of the
  /// line reached every ``linesPerProgress`` lines, for a script long enough to take seconds.
  static func parse(
    _ text: String, file: String, scenarios: [Scenario],
    progress: (_ linesChecked: Int) -> Void = { _ in }
  ) throws(ScriptError) -> Script {
    var lines = ScriptLines(text)
    while let (number, line) = lines.next() {
      let words = Word.split(line.uncommented)
      guard !words.isEmpty else { continue }
      let (scenario, parameters) = try parseScenarioLine(words, scenarios: scenarios) {
        word, message in
        ScriptError(file: file, line: number, column: word.column, message: message)
      }
      // NB: the lines after the scenario line are read twice: here to check them and count
      // their steps, then by the runner (``Script/Steps``), which keeps none of them.
      var steps = 0
      var peaks = Script.Peaks(parameters)
      var rest = lines
      while let (number, line) = rest.next() {
        if let step = try stepLine(line, number: number, file: file, in: scenario) {
          steps += step.repetitions
          peaks.take(step, number: number)
        }
        if number % linesPerProgress == 0 { progress(number) }
      }
      return Script(
        file: file, scenario: scenario, parameters: parameters,
        steps: Script.Steps(lines, of: scenario, count: steps), peaks: peaks)
    }
    throw ScriptError(
      file: file, line: max(1, lines.number), column: 1,
      message:
        "expected 'scenario NAME' as the first line (scenarios: \(scenarios.map(\.name).joined(separator: ", ")))"
    )
  }

  /// The step a line after the scenario line says, or `nil` for a blank or comment line.
  static func stepLine(_ rawLine: Substring, number: Int, file: String, in scenario: Scenario)
    throws(ScriptError) -> Script.Line?
  {
    let words = Word.split(rawLine.uncommented)
    guard let first = words.first else { return nil }
    func fail(_ word: Word, _ message: String) -> ScriptError {
      ScriptError(file: file, line: number, column: word.column, message: message)
    }
    if first.text == "scenario" {
      throw fail(first, "the scenario is already \(scenario.name); a script runs one scenario")
    }
    var rest = words[...]
    var count = 1
    if first.text == "repeat" {
      guard words.count > 1, let number = WholeNumber(words[1].text), number.isPositive else {
        throw fail(
          words.count > 1 ? words[1] : first,
          "expected a repeat count (a positive integer) after 'repeat'")
      }
      guard let n = number.value(in: 1...maximumRepeat) else {
        throw fail(
          words[1],
          "repeat count \(shortened(words[1].text)) is too large (at most \(maximumRepeat))")
      }
      guard words.count > 2 else {
        throw fail(words[1], "expected a verb after the repeat count")
      }
      guard words[2].text != "repeat" else {
        throw fail(words[2], "a repeat line repeats one step; 'repeat' cannot follow its count")
      }
      count = n
      rest = words[2...]
    }
    let (verb, values, argument) = try parseStep(
      rest, line: String(rawLine), in: scenario, fail: fail)
    let source = rawLine.uncommented.trimmingWhitespace()
    return Script.Line(
      text: source, line: number, column: rest.first!.column, tap: verb.tap(values),
      repetitions: count, argument: argument, values: values, resizing: verb.resizing)
  }

  private static func parseScenarioLine(
    _ words: [Word], scenarios: [Scenario], fail: (Word, String) -> ScriptError
  ) throws(ScriptError) -> (Scenario, Parameters) {
    let names = scenarios.map(\.name).joined(separator: ", ")
    guard words[0].text == "scenario" else {
      let hint = didYouMean(words[0].text, in: ["scenario"]) ?? ""
      throw fail(
        words[0], "expected 'scenario NAME' before the first step\(hint) (scenarios: \(names))")
    }
    guard words.count > 1 else {
      throw fail(words[0], "expected a scenario name (one of: \(names))")
    }
    guard let scenario = scenarios.first(where: { $0.name == words[1].text }) else {
      let hint =
        didYouMean(words[1].text, in: scenarios.map(\.name))
        ?? " (scenarios: \(names))"
      throw fail(words[1], "unknown scenario \(echo(words[1].text))\(hint)")
    }
    return (scenario, try parseParameters(words.dropFirst(2), of: scenario, fail: fail))
  }

  /// `NAME VALUE` pairs after the scenario name, each declared by the scenario and in range.
  private static func parseParameters(
    _ words: ArraySlice<Word>, of scenario: Scenario, fail: (Word, String) -> ScriptError
  ) throws(ScriptError) -> Parameters {
    var values = scenario.defaultParameters
    var given: [String: Int] = [:]
    var rest = words
    while let name = rest.first {
      guard let parameter = scenario.parameters.first(where: { $0.name == name.text }) else {
        guard !scenario.parameters.isEmpty else {
          throw fail(name, "scenario \(scenario.name) takes no parameters")
        }
        let names = scenario.parameters.map(\.name)
        let hint = didYouMean(name.text, in: names) ?? ""
        throw fail(
          name,
          "unknown parameter \(echo(name.text)) for scenario \(scenario.name)\(hint) (parameters: \(names.joined(separator: ", ")))"
        )
      }
      guard rest.count > 1, let number = WholeNumber(rest[rest.startIndex + 1].text) else {
        throw fail(
          rest.count > 1 ? rest[rest.startIndex + 1] : name,
          "expected a whole number after '\(parameter.name)'")
      }
      guard let value = number.value(in: parameter.range) else {
        // NB: the reason explains the upper limit, so a number below the range goes without it.
        let reason =
          number.isAbove(parameter.range)
          ? parameter.limitReason.map { ": " + CommandName.naming($0) } : nil
        throw fail(
          rest[rest.startIndex + 1],
          "\(parameter.name) must be from \(parameter.range.lowerBound) to \(parameter.range.upperBound), got \(shortened(number.text))\(reason ?? "")"
        )
      }
      guard given.updateValue(value, forKey: parameter.name) == nil else {
        throw fail(name, "\(parameter.name) is given twice")
      }
      rest = rest.dropFirst(2)
    }
    values = Parameters(values.merging(given))
    return values
  }

  /// What is wrong with `text` as the verb's `argument`: a whole number past what fits in
  /// `Int` is too large or too small, anything else is not `kind`.
  private static func notANumber(
    _ text: String, _ argument: Verb.Argument, _ kind: String, _ verb: Verb
  ) -> String {
    let what = "\(argument.phrase) for '\(verb.name)'"
    if let number = WholeNumber(text), number.value(in: Int.min...Int.max) == nil {
      let side = number.isAbove(Int.min...Int.max) ? "large" : "small"
      return "\(what) is too \(side) (\(kind)): \(shortened(text))"
    }
    return "\(what) must be \(kind), got \(echo(text))"
  }

  /// The step's verb and arguments, and its first numeric argument, which picks the tap's target.
  private static func parseStep(
    _ words: ArraySlice<Word>, line: String, in scenario: Scenario,
    fail: (Word, String) -> ScriptError
  ) throws(ScriptError) -> (Verb, [Verb.Value], Script.TargetArgument?) {
    let verbWord = words.first!
    guard let verb = scenario.verbs.first(where: { $0.name == verbWord.text }) else {
      // NB: `repeat` is a candidate too, and first, so it wins a tie: `repaet 3 increment` is
      // as near `reset` as `repeat`, and the count after it says a repeat was meant.
      let hint =
        didYouMean(verbWord.text, in: ["repeat"] + scenario.verbs.map(\.name))
        ?? " (verbs: \(scenario.verbs.map(\.name).joined(separator: ", ")))"
      throw fail(
        verbWord, "unknown verb \(echo(verbWord.text)) for scenario \(scenario.name)\(hint)")
    }
    var values: [Verb.Value] = []
    var target: Script.TargetArgument?
    var remaining = words.dropFirst()
    for argument in verb.arguments {
      guard let word = remaining.first else {
        // NB: reported where the missing argument would go, one space past the line's last word.
        let given = words[..<remaining.startIndex]
        let last = given.last!
        throw fail(
          Word(text: "", column: last.column + last.text.count + 1),
          "expected \(argument.phrase) after \(echo(given.map(\.text).joined(separator: " "))): "
            + verb.usage)
      }
      if target == nil, let phrase = argument.numericPhrase {
        target = Script.TargetArgument(phrase: phrase, column: word.column)
      }
      switch argument {
      case .integer:
        guard let value = WholeNumber(word.text)?.value(in: 0...Int.max) else {
          throw fail(word, Self.notANumber(word.text, argument, "a whole number, 0 or more", verb))
        }
        values.append(.integer(value))
        remaining = remaining.dropFirst()
      case .number:
        guard let value = WholeNumber(word.text)?.value(in: Int.min...Int.max) else {
          throw fail(word, Self.notANumber(word.text, argument, "a whole number", verb))
        }
        values.append(.integer(value))
        remaining = remaining.dropFirst()
      case .choice(_, _, let options):
        guard options.contains(word.text) else {
          let hint = didYouMean(word.text, in: options) ?? ""
          throw fail(
            word,
            "\(argument.phrase) for '\(verb.name)' must be \(options.joined(separator: "|")), got \(echo(word.text))\(hint)"
          )
        }
        values.append(.word(word.text))
        remaining = remaining.dropFirst()
      case .text:
        let start = line.index(line.startIndex, offsetBy: word.column - 1)
        let text = line[start...].uncommented.trimmingWhitespace()
        // NB: the text is a title every report prints as it is (`rename 0 …` in a step's header,
        // `Title: …` in the views), so it is held to a contestant name's rule.
        if let problem = reportLineProblem(text) {
          throw fail(word, "\(argument.phrase) for '\(verb.name)' \(problem): \(echo(text))")
        }
        values.append(.word(text))
        remaining = []
      }
    }
    if let extra = remaining.first {
      throw fail(
        extra,
        "unexpected \(echo(extra.text)): '\(verb.name)' takes \(verb.arguments.isEmpty ? "no arguments" : "only: \(verb.usage)")"
      )
    }
    return (verb, values, target)
  }
}

/// A whitespace-separated word with its 1-based column.
///
/// NB: the text helpers here are `nonisolated`: on the main actor, every closure they hand the
/// standard library checked its executor on each call, a sixth of a script's parse.
nonisolated private struct Word {
  let text: String
  let column: Int

  static func split(_ line: Substring) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start = 0
    for (offset, character) in line.enumerated() {
      if character.isSpace {
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        current = ""
      } else {
        if current.isEmpty { start = offset }
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
    return words
  }
}

nonisolated extension StringProtocol {
  /// The text before a `#`, which starts a comment.
  var uncommented: SubSequence {
    prefix { $0 != "#" }
  }

  /// The text without leading and trailing whitespace.
  ///
  /// NB: by the first and last characters kept, not through `reversed()`, whose generic walk
  /// was half the time a script took to parse.
  func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isSpace }),
      let last = lastIndex(where: { !$0.isSpace })
    else { return "" }
    return String(self[first...last])
  }
}

nonisolated extension Character {
  /// `isWhitespace`, decided without Unicode's tables for ASCII, which a script mostly is: tab to
  /// carriage return, and space (the ASCII characters Unicode calls White_Space).
  ///
  /// NB: `isWhitespace` looked every character up in the tables, a quarter of a parse.
  var isSpace: Bool {
    guard let ascii = asciiValue else { return isWhitespace }
    return ascii == 0x20 || (0x09...0x0D).contains(ascii)
  }
}
