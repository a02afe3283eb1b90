@testable import ArchitectureLab

/// An object of another architecture, for tests: it invalidates every view that ever subscribed
/// to it when fired, and counts how often it was. `serial` tells apart the signals a test makes.
///
/// NB: it keeps every subscriber and hands back itself as the subscription, so a view node that
/// let its subscription go still hears a fire; the renderer's own checks must drop such calls.
final class TestSignal: ViewInvalidating {
  let serial: Int
  private(set) var value = 0
  private var subscribers: [() -> Void] = []

  init(serial: Int = 0) {
    self.serial = serial
  }

  func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject {
    subscribers.append(invalidate)
    return self
  }

  /// Counts one more fire and invalidates every subscriber.
  func fire() {
    value += 1
    for invalidate in subscribers { invalidate() }
  }
}
