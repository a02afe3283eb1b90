extension Script {
  /// The steps of a script's lines, each `repeat` line expanded in place, made as they are read.
  ///
  /// - Complexity: iterating is O(1) per step; subscripting is O(log lines).
  struct Steps: RandomAccessCollection {
    private let lines: [Line]
    /// The index just past each line's last step.
    private let ends: [Int]

    init(_ lines: [Line]) {
      self.lines = lines
      var total = 0
      self.ends = lines.map { line in
        total += line.repetitions
        return total
      }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.last ?? 0 }

    subscript(position: Int) -> Step {
      precondition(indices.contains(position), "step \(position) is out of range")
      // NB: the first line whose end is past the position holds it.
      var (low, high) = (0, ends.count - 1)
      while low < high {
        let middle = (low + high) / 2
        if ends[middle] > position { high = middle } else { low = middle + 1 }
      }
      let start = low == 0 ? 0 : ends[low - 1]
      return Self.step(lines[low], repetition: position - start + 1)
    }

    func makeIterator() -> Iterator {
      Iterator(lines: lines)
    }

    /// Walks the lines in order, each as many times as it repeats.
    struct Iterator: IteratorProtocol {
      fileprivate let lines: [Line]
      private var line = 0
      private var repetition = 0

      fileprivate init(lines: [Line]) {
        self.lines = lines
      }

      mutating func next() -> Step? {
        while line < lines.count, repetition == lines[line].repetitions {
          (line, repetition) = (line + 1, 0)
        }
        guard line < lines.count else { return nil }
        repetition += 1
        return Steps.step(lines[line], repetition: repetition)
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
