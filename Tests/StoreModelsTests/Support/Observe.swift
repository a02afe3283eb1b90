import Instrumentation
import Observation

/// Set by an observation callback, read after the action that fired it has returned.
final class ChangeFlag {
  var changed = false
}

/// Runs `read` under observation tracking, as a view's body would, and returns a flag that is
/// set when anything `read` observed is about to change.
///
/// The callback fires synchronously at `willSet`, inside the mutation: it only sets the flag and
/// never reads the state (which would be an exclusive-access violation).
func observe(_ read: () -> Void) -> ChangeFlag {
  let flag = ChangeFlag()
  withObservationTracking(read, onChange: { MainActor.assumeIsolated { flag.changed = true } })
  return flag
}

/// The events `body` recorded, sorted so they compare as a multiset, as the lab prints a step.
func events(_ body: () -> Void) -> [String] {
  var log: [String] = []
  EventLog.recording(into: { log.append($0.description) }, body)
  return log.sorted()
}
