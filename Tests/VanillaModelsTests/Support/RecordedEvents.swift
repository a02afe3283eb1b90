import Instrumentation

/// Runs `body` and returns the events it logged, sorted so that they compare as a multiset.
func recordedEvents(_ body: () -> Void) -> [String] {
  var events: [String] = []
  EventLog.recording(into: { events.append($0.description) }, body)
  return events.sorted()
}

/// An object whose only job is to be captured, so a test can tell when it is released.
final class Token {}
