/// The one place both model modules report what they did.
///
/// `VanillaModels` and `StoreModels` never import each other; both import this small module and
/// call ``record(_:_:detail:)`` from their infrastructure (the Combine slice, the store). The lab
/// installs a ``recorder`` for the duration of a turn; with none installed (production use,
/// benchmarks) recording costs one nil check.
public enum EventLog {
  /// Receives every recorded event; installed by the lab, `nil` when nobody is counting.
  ///
  /// NB: this and ``tracer`` are `@exclusivity(unchecked)`: read for every event and delivery,
  /// and the runtime's checks were 0.1 % of a fuzz step of `favorites`; a read copies the
  /// closure before calling it, and only ``recording(into:_:)`` and the lab's turn write them,
  /// between events, on the main actor.
  @exclusivity(unchecked) public static var recorder: ((Event) -> Void)?

  /// Reports one event to the installed recorder, if any.
  @inline(__always)
  public static func record(
    _ subject: @autoclosure () -> String, _ kind: Event.Kind, detail: String? = nil
  ) {
    guard let recorder else { return }
    recorder(Event(subject(), kind, detail: detail))
  }

  /// Receives trace lines, installed by the lab next to ``recorder`` when it keeps the order of a
  /// turn; `nil` otherwise.
  ///
  /// A trace line is no work of its own and counts for nothing: it says where in a turn the
  /// work around it came from, such as `CounterViewModel.$favorites sends`, whose subscribers'
  /// replays follow it in the causal log.
  @exclusivity(unchecked) public static var tracer: ((String) -> Void)?

  /// Reports one trace line to the installed tracer, if any; `line` is made only then.
  @inline(__always)
  public static func trace(_ line: @autoclosure () -> String) {
    guard let tracer else { return }
    tracer(line())
  }

  /// Runs `body` with `recorder` installed, restoring the previous one afterwards.
  public static func recording<T>(into recorder: @escaping (Event) -> Void, _ body: () throws -> T)
    rethrows -> T
  {
    let previous = self.recorder
    self.recorder = recorder
    defer { self.recorder = previous }
    return try body()
  }
}
