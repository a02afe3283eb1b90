import Instrumentation

/// One contestant's run of one script: the verdict, the totals, and every step when kept.
struct ContestantResult {
  /// Where and why a run was stopped before the end of its script.
  struct Stop: Equatable {
    /// The step it was stopped at; 0 is the first render.
    let step: Int
    /// `loop` or `timeout`.
    let verdict: Verdict
    let reason: String
  }

  let script: String
  let scenario: String
  /// Whether the script is built in, where the declared verdict must be met exactly.
  var isBuiltinScript = false
  let contestant: Contestant
  /// Every step, with step 0 the first render; empty when the run did not keep steps.
  let steps: [StepResult]
  /// Events after the last step, when the contestant's views and models were released.
  let teardown: [Event]
  /// Where the run was stopped by a loop or the time limit, if it was.
  let stop: Stop?
  /// Type names of the contestant's objects still alive after its views were released.
  let leaked: [String]
  let totals: Counters
  /// Paths of every view that was stale at some step, in first-seen order.
  let staleViews: [String]

  /// The step at which a loop was detected, if one was.
  var loopStep: Int? { stop?.verdict == .loop ? stop?.step : nil }
  /// Why the run was stopped, if it was.
  var stopReason: String? { stop?.reason }

  var verdict: Verdict {
    if let stop { return stop.verdict }
    return staleViews.isEmpty ? .correct : .stale
  }

  /// Whether the contestant did what it declares: on a built-in script, its declared verdict
  /// exactly, so the table proves each broken contestant broken; on any other script, its
  /// declared verdict or a better one (``Verdict/rank``), since a user's script that never
  /// exercises a contestant's fault finds it correct.
  var metExpectation: Bool {
    isBuiltinScript
      ? verdict == contestant.expected : verdict.rank >= contestant.expected.rank
  }
}
