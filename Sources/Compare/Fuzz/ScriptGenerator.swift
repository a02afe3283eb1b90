/// Writes random *valid* scripts for a scenario: at every step it asks the reference screen which
/// taps the user could make (every verb with every argument that names something on screen) and
/// picks one.
///
/// Works for any scenario from its verb table alone: an argument that names a row by id is drawn
/// from the ids on screen, one that names a position from the positions on screen.
struct ScriptGenerator {
  /// Titles for verbs that take free text.
  private static let words = ["Buy milk", "Walk the dog", "Call mom", "x", "A longer title"]

  let scenario: Scenario
  var random: SplitMix64

  init(scenario: Scenario, seed: UInt64) {
    self.scenario = scenario
    self.random = SplitMix64(seed: seed)
  }

  /// A script of `count` steps, as parsed from the text it also returns.
  mutating func script(steps count: Int) -> (script: Script, text: String) {
    let reference = scenario.makeReference(scenario.defaultParameters)
    var lines = ["scenario \(scenario.name)"]
    var steps: [Script.Step] = []
    for index in 0..<count {
      let tree = reference.screen()
      let candidates = candidates(on: tree)
      guard let (line, tap) = candidates.randomElement(using: &random) else { break }
      tree.find(tap.target)?.action(for: tap)?()
      lines.append(line)
      steps.append(Script.Step(text: line, line: index + 2, column: 1, tap: tap))
    }
    let file = "fuzz-\(scenario.name).lab"
    let script = Script(
      file: file, scenario: scenario, parameters: scenario.defaultParameters, steps: steps)
    return (script, lines.joined(separator: "\n"))
  }

  /// Every step the user could take on `tree`, as a script line and its tap.
  private mutating func candidates(on tree: RenderedView) -> [(String, Tap)] {
    scenario.verbs.flatMap { verb in
      argumentLists(for: verb, on: tree).compactMap { arguments -> (String, Tap)? in
        let tap = verb.tap(arguments)
        guard tree.find(tap.target)?.action(for: tap) != nil else { return nil }
        let words = arguments.map { value -> String in
          switch value {
          case .integer(let number): "\(number)"
          case .word(let word): word
          }
        }
        return (([verb.name] + words).joined(separator: " "), tap)
      }
    }
  }

  private mutating func argumentLists(for verb: Verb, on tree: RenderedView) -> [[Verb.Value]] {
    var lists: [[Verb.Value]] = [[]]
    for argument in verb.arguments {
      let values: [Verb.Value]
      switch argument {
      case .integer:
        values = integers(for: verb, on: tree).map(Verb.Value.integer)
      case .choice(_, let options):
        values = options.map(Verb.Value.word)
      case .text:
        values = [.word(Self.words.randomElement(using: &random)!)]
      }
      lists = lists.flatMap { list in values.map { list + [$0] } }
    }
    return lists
  }

  /// The numbers worth trying for a verb's integer argument: the ids or positions on screen.
  private func integers(for verb: Verb, on tree: RenderedView) -> [Int] {
    let probe = verb.tap(
      verb.arguments.map { argument in
        if case .integer = argument { return .integer(0) }
        return .word("")
      })
    let views = tree.flattened().map(\.view)
    switch probe.target {
    case .row(let name, _):
      return views.filter { $0.name == name }.compactMap { $0.id?.base as? Int }
    case .position(let name, _):
      return Array(0..<views.count(where: { $0.name == name }))
    case .view, .last:
      return [0]
    }
  }
}
