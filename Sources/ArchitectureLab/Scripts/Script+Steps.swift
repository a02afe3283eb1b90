extension Script {
  /// The steps of a script's lines, each `repeat` line expanded in place, made from the script's
  /// text as they are read.
  ///
  /// NB: a line is parsed again when it is read, not kept from the parse that checked it: a
  /// parsed line is 136 bytes, so a 50 MB script of short lines held about 700 MB of them (and
  /// twice that while their array grew), for steps the runner reads once, in order. Reading a
  /// line again costs what parsing it did, a few microseconds, small beside the step it makes.
  ///
  /// - Complexity: iterating reads each line once; `subscript` reads every line before the
  ///   position's (for tests: the runner iterates).
  struct Steps: Sequence {
    /// The script's lines after its scenario line.
    private let lines: ScriptLines
    private let scenario: Scenario
    /// The number of steps, `repeat` lines counted as their steps.
    let count: Int

    /// The steps of `lines`, which the parser read after the scenario line: `count` in all.
    init(_ lines: ScriptLines, of scenario: Scenario, count: Int) {
      self.lines = lines
      self.scenario = scenario
      self.count = count
    }

    /// No steps.
    init(_ scenario: Scenario) {
      self.init(ScriptLines(""), of: scenario, count: 0)
    }

    var underestimatedCount: Int { count }

    subscript(position: Int) -> Step {
      precondition(0 <= position && position < count, "step \(position) is out of range")
      var lines = lines
      var first = 0
      while let (number, text) = lines.next() {
        guard let line = Self.line(text, number: number, of: scenario) else { continue }
        if position < first + line.repetitions {
          return Self.step(line, repetition: position - first + 1)
        }
        first += line.repetitions
      }
      preconditionFailure("step \(position) is past the script's last line")
    }

    func makeIterator() -> Iterator {
      Iterator(lines: lines, scenario: scenario)
    }

    /// Reads the lines in order, each as many times as it repeats.
    struct Iterator: IteratorProtocol {
      fileprivate var lines: ScriptLines
      fileprivate let scenario: Scenario
      private var line: Line?
      private var repetition = 0

      fileprivate init(lines: ScriptLines, scenario: Scenario) {
        self.lines = lines
        self.scenario = scenario
      }

      mutating func next() -> Step? {
        if let line, repetition < line.repetitions {
          repetition += 1
          return Steps.step(line, repetition: repetition)
        }
        while let (number, text) = lines.next() {
          guard let parsed = Steps.line(text, number: number, of: scenario) else { continue }
          (line, repetition) = (parsed, 1)
          return Steps.step(parsed, repetition: 1)
        }
        line = nil
        return nil
      }
    }

    /// The step line `text` (line `number`) says, parsed again; `nil` for a blank or comment
    /// line.
    ///
    /// NB: the parser checked every line before the script was made, so an error here is the
    /// lab's, not the script's.
    fileprivate static func line(_ text: Substring, number: Int, of scenario: Scenario) -> Line? {
      do {
        return try ScriptParser.stepLine(text, number: number, file: "", in: scenario)
      } catch {
        preconditionFailure("line \(number) was parsed before the run and fails now: \(error)")
      }
    }

    /// `repeat 3 increment [2/3]` for the second of three repetitions; the line itself otherwise.
    fileprivate static func step(_ line: Line, repetition: Int) -> Step {
      let text =
        line.repetitions == 1 ? line.text : "\(line.text) [\(repetition)/\(line.repetitions)]"
      return Step(
        text: text, line: line.line, column: line.column, tap: line.tap, argument: line.argument)
    }
  }
}
