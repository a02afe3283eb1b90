import Observation
import TestSupport

/// Counts the changes a view would have been told of: made by ``observeEveryChange(_:)``.
final class ChangeCounter {
  private(set) var count = 0
  private let read: () -> Void

  fileprivate init(read: @escaping () -> Void) {
    self.read = read
  }

  /// Runs `read` under observation tracking; at the next change, counts it and tracks again.
  ///
  /// NB: unlike ``observe(_:)``'s, this callback reads again, at `willSet`. It reads the old
  /// value, which is safe for an `@Observable` class's property, whose storage is not being
  /// accessed yet, but not for a store's state, whose mutation is under way. The callback holds
  /// the counter weakly: `read` holds what it reads, whose registrar holds the callback.
  fileprivate func track() {
    withObservationTracking(
      read,
      onChange: { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.count += 1
          self.track()
        }
      })
  }
}

/// Runs `read` under observation tracking, and again after each change to anything it observed,
/// as a view that re-renders would; the counter says how often it was told.
func observeEveryChange(_ read: @escaping () -> Void) -> ChangeCounter {
  let counter = ChangeCounter(read: read)
  counter.track()
  return counter
}
