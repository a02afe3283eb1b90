/// Bounds re-entrant notification so an echo loop is detected instead of overflowing the stack.
///
/// Real Combine delivers re-entrant sends depth-first with no limit, so two view models that
/// replay into each other without a guard recurse until the process crashes. Every send in the
/// model modules runs inside ``deliver(_:)``; past ``limit`` nested deliveries the innermost send
/// is dropped, ``loopDetected`` becomes true, and the stack unwinds normally. The lab reads the
/// flag after each turn and reports the contestant's verdict as a loop.
public enum NotificationDepth {
  /// Nested deliveries allowed before a loop is declared. Correct sync needs a handful.
  public static let limit = 64
  /// How many deliveries are on the stack right now.
  public private(set) static var current = 0
  /// Set when a delivery was refused for exceeding ``limit``; cleared by ``reset()``.
  public private(set) static var loopDetected = false

  /// Runs `body` one level deeper, or skips it and flags a loop when too deep.
  @inline(__always)
  public static func deliver(_ body: () -> Void) {
    guard current < limit else {
      loopDetected = true
      return
    }
    current += 1
    defer { current -= 1 }
    body()
  }

  /// Forgets a detected loop; the lab calls this before every turn.
  public static func reset() {
    loopDetected = false
  }
}
