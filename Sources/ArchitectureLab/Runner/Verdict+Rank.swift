extension Verdict {
  /// How good a verdict is: `correct` above `stale` above `loop` and `timeout`, which rank
  /// alike (a contestant stopped either way showed no screen after that step).
  var rank: Int {
    switch self {
    case .correct: 2
    case .stale: 1
    case .loop, .timeout: 0
    }
  }
}
