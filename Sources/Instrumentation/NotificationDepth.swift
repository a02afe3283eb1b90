/// Tells a notification loop from a long chain of notifications, and stops the loop.
///
/// Real Combine delivers re-entrant sends depth-first with no limit, so two view models that
/// replay into each other without a guard recurse until the process crashes. Every delivery in
/// the model modules enters here first (``enter(echoes:)`` … ``leave()``, or ``deliver(_:)``).
/// A delivery is refused, ``loopDetected`` set, and the stack unwinds normally, when:
///
/// - **it is an echo of an echo**: its receiver is being handed, inside its own handling of a
///   value, that same value again, for the second time in a row (`echoes` above
///   ``maximumEchoes``). One echo is what two-way sync does: the receiver's `removeDuplicates` or
///   guard stops it there. If the echo's own echo comes back, nothing stopped the first one, and
///   the same value handed to the same receiver repeats forever. A chain whose every link is a
///   different receiver, or hands its receiver a value it can tell is new (unequal by `==`, or
///   another instance), never trips this, whatever its length. A value with neither (`Void`, a
///   struct without `==`) cannot be told new, so a receiver handed such values three deep is
///   refused even when they differ.
/// - **the stack is nearly full**: less than ``stackReserve`` bytes of the thread's stack are
///   left. A backstop against a runaway that makes progress forever (a value that grows on every
///   round, a cycle of values), or a chain too deep for this thread; real Combine would crash.
///
/// A model may also flag a loop it found itself (``flagLoop(_:)``): the store stops a send whose
/// observers keep sending after 10,000 actions, where the store library would run for ever.
///
/// The lab reads ``loopDetected`` after each turn and reports the contestant's verdict as a loop.
public enum NotificationDepth {
  /// How many times in a row a receiver may be handed, nested, the value it is handling.
  public static let maximumEchoes = 1
  /// Stack left free below the deepest delivery: room for that delivery's own work, whatever
  /// a level costs.
  ///
  /// NB: a bound on the stack rather than on a count of levels, since a level's cost depends on
  /// the build and on the operators between two sends. Measured in a debug build, where frames
  /// are largest, a level costs 0.4 KiB forwarding `objectWillChange` (a sink that sends the
  /// next one), 0.6 KiB for a `$x` subscriber that assigns `$x` again, 0.75 KiB with
  /// `dropFirst()` between. An 8 MiB stack (a main thread's) so holds 10,000 levels of the first
  /// two, which `NotificationDepthTests` runs on the main actor, and about as many of the third.
  /// Release builds take far less. Where the stack's bounds are unknown (see `StackSpace`), only
  /// loops are stopped.
  public static let stackReserve = 512 * 1024
  // NB: the four counters below are `@exclusivity(unchecked)`: they are main-actor state, each
  // access is a plain read or a single in-place update that calls out to nothing (no `inout`
  // of one is held across a delivery), so two accesses never overlap. Every delivery reads or
  // writes them several times, and the runtime's checks of those accesses were 1.5 % of a fuzz
  // step of `favorites` (21,000 instructions of 1.43 million, callgrind).
  /// How many deliveries are on the stack right now.
  @exclusivity(unchecked) public private(set) static var current = 0
  /// Set when a delivery was refused as a loop, or a model flagged one (``flagLoop(_:)``); cleared
  /// by ``reset()``.
  @exclusivity(unchecked) public private(set) static var loopDetected = false
  /// What a model that flagged a loop said it was (``flagLoop(_:)``), when that was the turn's
  /// first loop; `nil` when a refused delivery came first, and after ``reset()``.
  public private(set) static var flaggedLoop: String?
  /// Which delivery is innermost right now: a serial number, 0 when none is, so the lab can
  /// tell two events of one subscriber's handling from two subscribers' at the same depth.
  ///
  /// NB: kept only while an ``EventLog/recorder`` is installed (a benchmark pays one nil
  /// check); each level's serial is written when the level starts and never cleared, since
  /// ``current`` says which levels are live.
  public static var currentDelivery: Int {
    current == 0 || current > deliveries.count ? 0 : deliveries[current - 1]
  }
  /// The serial of the delivery started at each level, innermost at `current - 1`.
  @exclusivity(unchecked) private static var deliveries: [Int] = []
  @exclusivity(unchecked) private static var lastDelivery = 0

  /// Starts a delivery one level deeper, or refuses it and flags a loop.
  ///
  /// - Parameter echoes: How many times in a row, counting this one, the receiver has been handed
  ///   the value it is already handling further up the stack (0 when the value is new to it).
  /// - Returns: Whether to deliver; if so, call ``leave()`` once the receiver returns.
  @inline(__always)
  public static func enter(echoes: Int) -> Bool {
    guard echoes <= maximumEchoes, StackSpace.remaining() > stackReserve else {
      loopDetected = true
      return false
    }
    current += 1
    if EventLog.recorder != nil { numberDelivery() }
    return true
  }

  /// Gives the delivery just started at level ``current`` the next serial number.
  @inline(never)
  private static func numberDelivery() {
    lastDelivery += 1
    if deliveries.count < current {
      deliveries.append(contentsOf: repeatElement(0, count: current - deliveries.count))
    }
    deliveries[current - 1] = lastDelivery
  }

  /// Ends a delivery that ``enter(echoes:)`` allowed.
  @inline(__always)
  public static func leave() {
    current -= 1
  }

  /// Runs `body` one level deeper, or skips it and flags a loop when too deep.
  ///
  /// For a delivery whose receiver cannot be told apart; only the stack bound applies.
  @inline(__always)
  public static func deliver(_ body: () -> Void) {
    guard enter(echoes: 0) else { return }
    defer { leave() }
    body()
  }

  /// Flags a loop that a model found itself, saying what it is: a store whose observers send an
  /// action on every update, which the store library would run for ever.
  ///
  /// NB: the turn's first loop names it, as the first refused delivery did before models could
  /// flag their own.
  public static func flagLoop(_ what: String) {
    if !loopDetected { flaggedLoop = what }
    loopDetected = true
  }

  /// Forgets a detected loop; the lab calls this before every turn.
  public static func reset() {
    loopDetected = false
    flaggedLoop = nil
  }
}
