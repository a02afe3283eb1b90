import Instrumentation

/// Runs `body` and returns the events it logged, sorted so that they compare as a multiset.
public func recordedEvents(_ body: () -> Void) -> [String] {
  var events: [String] = []
  EventLog.recording(into: { events.append($0.description) }, body)
  return events.sorted()
}
