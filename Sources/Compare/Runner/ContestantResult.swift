import Instrumentation

/// One contestant's run of one script: every step, the verdict, and the totals.
struct ContestantResult {
  let script: String
  let contestant: Contestant
  let steps: [StepResult]
  /// Events after the last step, when the contestant's views and models were released.
  let teardown: [Event]
  /// The step at which a loop was detected and the run stopped, if any.
  let loopStep: Int?
  /// Type names of the contestant's objects still alive after its views were released.
  let leaked: [String]

  var verdict: Verdict {
    if loopStep != nil { return .loop }
    return steps.contains { !$0.stale.isEmpty } ? .stale : .correct
  }

  var metExpectation: Bool { verdict == contestant.expected }

  /// Paths of every view that was stale at some step, in first-seen order.
  var staleViews: [String] {
    var seen: Set<String> = []
    return steps.flatMap(\.stale).filter { seen.insert($0).inserted }
  }

  var totals: Counters {
    var counters = Counters()
    for step in steps {
      counters.steps += step.index == 0 ? 0 : 1
      counters.bodies += step.bodies
      counters.minimal += step.minimal
      counters.wasted += step.wasted
      counters.staleViews += step.stale.count
      counters.add(step.events)
    }
    counters.add(teardown)
    return counters
  }
}
