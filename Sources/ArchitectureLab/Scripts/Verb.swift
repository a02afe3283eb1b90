/// One script verb of a scenario: its name, its arguments, and the tap it stands for.
struct Verb {
  /// An argument a verb takes: its placeholder (`I`), shown in the usage, and what it names
  /// (`position`), which the errors say with the placeholder after it: `the position (I)`.
  ///
  /// NB: an error never names an argument by its placeholder alone: `I can only be 0` reads as
  /// the pronoun.
  enum Argument {
    /// A position or a depth: a whole number, 0 or more.
    case integer(String, noun: String)
    /// A number shown on screen, such as a favorite: a whole number, which may be negative.
    case number(String, noun: String)
    case choice(String, noun: String, [String])
    /// The rest of the line up to a `#`, which starts a comment, for free text such as a todo's
    /// title.
    case text(String, noun: String)

    /// `the position (I)`: the argument as every error names it.
    var phrase: String {
      switch self {
      case .integer(let name, let noun), .number(let name, let noun),
        .choice(let name, let noun, _), .text(let name, let noun):
        "the \(noun) (\(name))"
      }
    }

    /// The phrase of a numeric argument (`the position (I)`), the kind that picks a tap's
    /// target; `nil` for a choice or text.
    var numericPhrase: String? {
      switch self {
      case .integer, .number: phrase
      case .choice, .text: nil
      }
    }

    /// `N`, `all|active|completed` or `TEXT…`, as in the script reference.
    var usage: String {
      switch self {
      case .integer(let name, _), .number(let name, _): name
      case .choice(_, _, let options): options.joined(separator: "|")
      case .text(let name, _): "\(name)…"
      }
    }
  }

  /// An argument as parsed.
  enum Value: Equatable {
    case integer(Int)
    case word(String)

    var integer: Int {
      if case .integer(let value) = self { return value }
      preconditionFailure("the parser checked the argument kinds")
    }

    var word: String {
      if case .word(let value) = self { return value }
      preconditionFailure("the parser checked the argument kinds")
    }
  }

  /// What a step of the verb does to a scenario parameter that sizes its screen (`add` makes
  /// `rows` one more, `clear` makes it 0): a script is judged by the largest value its steps
  /// reach (``Script/peaks``), as the bench judges an operation, not only by its starting value.
  struct Resizing {
    /// The parameter, as scripts set it: `rows`.
    let parameter: String
    /// The parameter's value after `times` steps with these arguments, given its value before:
    /// as `times` grows it moves one way or stays, so a `repeat` line's largest value is after
    /// its first step or its last, and a million repetitions cost one call.
    let size: (_ arguments: [Value], _ before: Int, _ times: Int) -> Int
  }

  let name: String
  let arguments: [Argument]
  let summary: String
  /// Whether one tap makes or replaces a thousand views (`create-1000`): the fuzzer leaves such
  /// verbs out, so its screens stay small and every contestant runs them.
  let isBulk: Bool
  /// What its steps do to a size parameter; `nil` for a verb that changes none.
  let resizing: Resizing?
  let tap: ([Value]) -> Tap

  init(
    _ name: String, _ arguments: [Argument], _ summary: String, isBulk: Bool = false,
    resizing: Resizing? = nil, tap: @escaping ([Value]) -> Tap
  ) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
    self.isBulk = isBulk
    self.resizing = resizing
    self.tap = tap
  }

  /// A verb without arguments.
  init(
    _ name: String, _ summary: String, isBulk: Bool = false, resizing: Resizing? = nil,
    tap: @escaping ([Value]) -> Tap
  ) {
    self.init(name, [], summary, isBulk: isBulk, resizing: resizing, tap: tap)
  }

  /// `remove-favorite N`.
  var usage: String {
    ([name] + arguments.map(\.usage)).joined(separator: " ")
  }
}

extension Verb.Argument {
  /// `I`, the position of a row or a todo, from 0: what most verbs take.
  static var position: Self { .integer("I", noun: "position") }
}
