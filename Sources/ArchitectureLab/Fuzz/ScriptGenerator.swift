/// Writes random *valid* scripts for a scenario: at every step it asks the reference screen which
/// taps the user could make (every verb with every argument that names something on screen) and
/// picks one.
///
/// Works for any scenario from its verb table alone: an argument that names a row by id is drawn
/// from the ids on screen, one that names a position from the positions on screen. A scenario's
/// parameters are drawn too (`scenario chain depth 7`), from the low end of their ranges.
struct ScriptGenerator {
  /// Titles for verbs that take free text.
  private static let words = ["Buy milk", "Walk the dog", "Call mom", "x", "A longer title"]

  let scenario: Scenario
  var random: SplitMix64
  /// The scenario's verbs a random step may use: all but the bulk ones.
  private let verbs: [Verb]
  /// The names of the views those verbs tap in: the only views a screen's index keeps.
  private let targetNames: [String]
  /// Whether some verb names a view of each of ``targetNames`` by id: only those are indexed
  /// by id.
  private let namedByID: [Bool]
  /// The tap each of ``verbs`` makes with placeholder arguments (``probe(_:)``).
  private let probes: [Tap]
  /// How many candidates the last step had: the next step's list starts with room for as many.
  private var lastCandidateCount = 0

  init(scenario: Scenario, seed: UInt64) {
    self.scenario = scenario
    self.random = SplitMix64(seed: seed)
    self.verbs = scenario.verbs.filter { !$0.isBulk }
    var names: [String] = []
    var byID: [Bool] = []
    for verb in verbs {
      for target in Self.targets(of: verb) {
        let isRow: Bool
        if case .row = target { isRow = true } else { isRow = false }
        if let index = names.firstIndex(of: target.name) {
          byID[index] = byID[index] || isRow
        } else {
          names.append(target.name)
          byID.append(isRow)
        }
      }
    }
    self.targetNames = names
    self.namedByID = byID
    self.probes = verbs.map(Self.probe)
  }

  /// The targets `verb` can tap in, whatever its numbers and text: one per choice of its
  /// options, since a choice may name the view.
  static func targets(of verb: Verb) -> [TapTarget] {
    combinations(verb.arguments.map(placeholders)).map { verb.tap($0).target }
  }

  /// Values standing for any value of `argument`: `0` for a number, every option of a choice,
  /// empty text.
  private static func placeholders(_ argument: Verb.Argument) -> [Verb.Value] {
    switch argument {
    case .integer, .number: [.integer(0)]
    case .choice(_, _, let options): options.map(Verb.Value.word)
    case .text: [.word("")]
    }
  }

  /// Every list that takes one value from each of `values`, in order.
  ///
  /// NB: loops, not `reduce`, `flatMap` and `map`, for the reason given at
  /// ``Oracle/floor(from:to:)``: this runs for every verb on every step.
  private static func combinations(_ values: [[Verb.Value]]) -> [[Verb.Value]] {
    var lists: [[Verb.Value]] = [[]]
    for options in values {
      var longer: [[Verb.Value]] = []
      longer.reserveCapacity(lists.count * options.count)
      for list in lists {
        for value in options {
          var next = list
          next.append(value)
          longer.append(next)
        }
      }
      lists = longer
    }
    return lists
  }

  /// How far above its lowest value a parameter is drawn: enough for every shape (a list with
  /// both sections, a deep chain, a stack several screens high), small enough that steps stay
  /// cheap.
  static let parameterSpan = 16

  /// A script of `count` steps, parsed from the text it also returns.
  ///
  /// It plays its own reference to know each step's screen; the fuzzer instead asks
  /// ``step(on:index:)`` for each step on the screen its runner has already drawn.
  mutating func script(steps count: Int) throws(ScriptError) -> (script: Script, text: String) {
    let parameters = drawParameters()
    let reference = scenario.makeReference(parameters)
    var lines = [header(parameters)]
    for index in 0..<count {
      let tree = reference.screen()
      guard let step = step(on: tree, index: index + 1) else { break }
      tree.find(step.tap.target)?.action(for: step.tap)?()
      lines.append(step.text)
    }
    let text = lines.joined(separator: "\n")
    return (try ScriptParser.parse(text, file: file, scenarios: [scenario]), text)
  }

  /// An empty script of this scenario with freshly drawn parameters: what a run of steps from
  /// ``step(on:index:)`` plays on. Drawing the parameters is the generator's first draw, so it
  /// comes before any step.
  mutating func emptyScript() -> Script {
    Script(file: file, scenario: scenario, parameters: drawParameters())
  }

  /// The `index`th step (1 for the first), picked from every tap the user could make on `tree`,
  /// as the script line that says it; `nil` when there is none.
  mutating func step(on tree: RenderedView, index: Int) -> Script.Step? {
    guard let candidate = candidates(on: tree).randomElement(using: &random) else { return nil }
    let (verb, arguments, tap) = (verbs[candidate.verb], candidate.arguments, candidate.tap)
    let words = arguments.map { value -> String in
      switch value {
      case .integer(let number): "\(number)"
      case .word(let word): word
      }
    }
    let text = ([verb.name] + words).joined(separator: " ")
    // NB: the scenario line is line 1, so step `index` is on line `index + 1`.
    return Script.Step(text: text, line: index + 1, column: 1, tap: tap)
  }

  /// The name a generated script's errors are reported against.
  private var file: String { "fuzz-\(scenario.name).lab" }

  /// `scenario chain depth 7`: the line a generated script starts with.
  private func header(_ parameters: Parameters) -> String {
    (["scenario", scenario.name] + Self.words(parameters, of: scenario)).joined(separator: " ")
  }

  /// `depth 7` for the chain's parameters, as a scenario line writes them.
  static func words(_ parameters: Parameters, of scenario: Scenario) -> [String] {
    scenario.parameters.flatMap { [$0.name, "\(parameters[$0.name])"] }
  }

  /// The parameters a script of `scenario` seeded `seed` is drawn with, without the script.
  static func parameters(of scenario: Scenario, seed: UInt64) -> Parameters {
    var generator = ScriptGenerator(scenario: scenario, seed: seed)
    return generator.drawParameters()
  }

  /// A value for each parameter, in declaration order so a seed always draws the same.
  private mutating func drawParameters() -> Parameters {
    var values: [String: Int] = [:]
    for parameter in scenario.parameters {
      let range = parameter.range
      let upper = min(range.upperBound, range.lowerBound + Self.parameterSpan)
      values[parameter.name] = Int.random(in: range.lowerBound...upper, using: &random)
    }
    return Parameters(values)
  }

  /// A step the user could take: its verb (an index into ``verbs``), its arguments and its tap.
  private struct Candidate {
    let verb: Int
    let arguments: [Verb.Value]
    let tap: Tap
  }

  /// Every step the user could take on `tree`, in the verbs' order. Only the one picked is
  /// written out as a line.
  ///
  /// - Complexity: O(views + candidates): the screen is indexed once, then each candidate's
  ///   target is resolved in O(1).
  ///
  /// NB: loops, not `flatMap` and `compactMap`, for the reason given at
  /// ``Oracle/floor(from:to:)``. A candidate names its verb by index rather than holding a copy
  /// (four references to retain and release), and the list starts with room for as many as the
  /// last step's, rather than growing from empty.
  private mutating func candidates(on tree: RenderedView) -> [Candidate] {
    let screen = ScreenIndex(tree, keeping: targetNames, byID: namedByID)
    var candidates: [Candidate] = []
    candidates.reserveCapacity(lastCandidateCount)
    for index in verbs.indices {
      let verb = verbs[index]
      for arguments in argumentLists(for: verb, probe: probes[index], on: screen) {
        let tap = verb.tap(arguments)
        if screen.view(for: tap.target)?.canPerform(tap) == true {
          candidates.append(Candidate(verb: index, arguments: arguments, tap: tap))
        }
      }
    }
    lastCandidateCount = candidates.count
    return candidates
  }

  private mutating func argumentLists(for verb: Verb, probe: Tap, on screen: ScreenIndex)
    -> [[Verb.Value]]
  {
    var values: [[Verb.Value]] = []
    for argument in verb.arguments {
      switch argument {
      case .integer, .number:
        var integers: [Verb.Value] = []
        for integer in Self.integers(for: probe, on: screen) {
          integers.append(.integer(integer))
        }
        values.append(integers)
      case .choice(_, _, let options):
        values.append(options.map(Verb.Value.word))
      case .text:
        values.append([.word(Self.words.randomElement(using: &random)!)])
      }
    }
    return Self.combinations(values)
  }

  /// The numbers worth trying for the integer argument of the verb whose ``probe(_:)`` is
  /// `probe`: the ids or positions on screen.
  ///
  /// NB: of the view the probe names, its choices' first options: a verb whose choice changed
  /// the name of the view it taps would have its other views' ids drawn only where the first's
  /// show them. No verb combines a choice with a number; `FuzzTests` fails if one
  /// whose choice moves its target does.
  private static func integers(for probe: Tap, on screen: ScreenIndex) -> [Int] {
    switch probe.target {
    case .row(let name, _):
      var ids: [Int] = []
      for view in screen.views(named: name) {
        if let id = view.id?.integer { ids.append(id) }
      }
      return ids
    case .position(let name, _):
      return Array(0..<screen.views(named: name).count)
    case .view, .last:
      return [0]
    }
  }

  /// The tap `verb` makes with placeholder arguments (a choice's first option): which kind of
  /// target it has, and the name of the view it taps in (one name for a verb that takes a
  /// number: see ``integers(for:on:)``).
  private static func probe(_ verb: Verb) -> Tap {
    verb.tap(verb.arguments.map { placeholders($0).first ?? .word("") })
  }
}

/// The views of one screen that a step may tap in, by name, in screen order, so a tap target
/// resolves in O(1) the way ``RenderedView/find(_:)`` resolves it by walking the tree.
///
/// NB: only views whose name a verb targets are kept, and of each only its id and controls:
/// copying every view of a deep screen into dictionaries keyed by name was most of what drawing
/// a step cost, and copying each kept view whole was most of what was left. Only the names some
/// verb targets by id are indexed by id; a row target on another name is looked for in order.
private struct ScreenIndex {
  /// What a step needs of a kept view: its id, to be named by, and its controls, to be tapped.
  struct Entry {
    let id: ViewID?
    let buttons: Buttons
    let fields: [String: (String) -> Void]

    /// Whether `tap` finds its control on this view (``RenderedView/action(for:)`` is not
    /// `nil`).
    func canPerform(_ tap: Tap) -> Bool {
      tap.text == nil ? buttons[tap.label] != nil : fields[tap.label] != nil
    }
  }

  private let names: [String]
  private let namedByID: [Bool]
  private var byName: [[Entry]]
  private var byID: [[ViewID: Entry]]

  init(_ tree: RenderedView, keeping names: [String], byID namedByID: [Bool]) {
    self.names = names
    self.namedByID = namedByID
    self.byName = Array(repeating: [], count: names.count)
    self.byID = Array(repeating: [:], count: names.count)
    add(tree)
  }

  private mutating func add(_ view: RenderedView) {
    if let index = names.firstIndex(of: view.name) {
      let entry = Entry(id: view.id, buttons: view.buttons, fields: view.fields)
      byName[index].append(entry)
      if namedByID[index], let id = view.id, byID[index][id] == nil { byID[index][id] = entry }
    }
    for child in view.children { add(child) }
  }

  func views(named name: String) -> [Entry] {
    guard let index = names.firstIndex(of: name) else { return [] }
    return byName[index]
  }

  func view(for target: TapTarget) -> Entry? {
    guard let index = names.firstIndex(of: target.name) else { return nil }
    switch target {
    case .view: return byName[index].first
    case .row(_, let id):
      guard namedByID[index] else {
        for entry in byName[index] where entry.id == id { return entry }
        return nil
      }
      return byID[index][id]
    case .position(_, let position):
      return byName[index].indices.contains(position) ? byName[index][position] : nil
    case .last: return byName[index].last
    }
  }
}
