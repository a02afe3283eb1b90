import Instrumentation

/// One contestant's run of one script: the verdict, the totals, and every step when kept.
struct ContestantResult {
  let script: String
  let scenario: String
  let contestant: Contestant
  /// Every step, with step 0 the first render; empty when the run did not keep steps.
  let steps: [StepResult]
  /// Events after the last step, when the contestant's views and models were released.
  let teardown: [Event]
  /// The step at which a loop was detected and the run stopped, if any.
  let loopStep: Int?
  /// Why the run was stopped at ``loopStep``.
  let stopReason: String?
  /// Type names of the contestant's objects still alive after its views were released.
  let leaked: [String]
  let totals: Counters
  /// Paths of every view that was stale at some step, in first-seen order.
  let staleViews: [String]

  var verdict: Verdict {
    if loopStep != nil { return .loop }
    return staleViews.isEmpty ? .correct : .stale
  }

  var metExpectation: Bool { verdict == contestant.expected }
}
