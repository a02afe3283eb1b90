extension Script {
  /// The largest value each size parameter reaches as a script's steps run (``Verb/Resizing``:
  /// `create-10000` takes `rows` to 10,000), and the line whose step first reaches it: what a
  /// contestant's limits are checked against (``Script/runnable(_:named:note:)``).
  ///
  /// NB: it follows the verbs, not the screen, so it is known before anything runs: a step the
  /// screen cannot take (`remove 9` on five rows) is an error only when the run reaches it, and
  /// a peak after such a step is one the run never reaches, since the error stops it there.
  struct Peaks {
    /// Each parameter's value after the steps taken so far.
    private var current: [String: Int]
    /// Each parameter's largest value so far, its starting value at first.
    private var largest: [String: Int]
    /// The line that first took each parameter to its largest value; absent for a parameter no
    /// step has taken above its starting value.
    private var lines: [String: Int] = [:]

    /// The peaks of a script that starts at `parameters` and has no steps yet.
    init(_ parameters: Parameters) {
      current = parameters.values
      largest = parameters.values
    }

    /// Takes a step line (repeated as `repeat` says) at line `number`.
    mutating func take(_ line: Line, number: Int) {
      guard let resizing = line.resizing, let before = current[resizing.parameter] else { return }
      let first = resizing.size(line.values, before, 1)
      let last = resizing.size(line.values, before, line.repetitions)
      // NB: the size moves one way as the line repeats (``Verb/Resizing/size``), so its largest
      // is after the first step or the last.
      let peak = max(first, last)
      if peak > largest[resizing.parameter, default: peak] {
        largest[resizing.parameter] = peak
        lines[resizing.parameter] = number
      }
      current[resizing.parameter] = last
    }

    /// The script's parameters with each at the largest value it reaches.
    var largestParameters: Parameters {
      Parameters(largest)
    }

    /// The line that first takes `parameter` above its starting value to its largest, or `nil`
    /// when no step does.
    func line(reaching parameter: String) -> Int? {
      lines[parameter]
    }
  }
}
