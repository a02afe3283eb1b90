import Instrumentation

/// The re-entrancy guard an app developer writes to keep two siblings in sync both ways.
///
/// When a parent replays A's new value into B, B's own sink fires and replays it back into A:
/// the echo. Unguarded, the echo replays again, without end. The guard is the usual boolean
/// flag: a replay that starts while another is running is skipped.
///
/// It and ``Replay`` are the only pieces of the `ObservableObject` view models that talk to the
/// lab (the `@Observable` models add ``ChangeCallback``): each replay is logged as `Owner.replay`
/// and each skipped echo as `Owner.guardSkip`, so the lab can count sync work.
/// NB: a class, not a struct: a struct's mutating `replay` re-entered from its own body would be
/// an overlapping access to the owner's property, which Swift's exclusivity checking traps.
public final class SyncGuard {
  /// The replay this guard lets through, logged as `Owner.replay`.
  private let loggedReplay: Replay
  private var isReplaying = false

  /// - Parameter owner: The view model that syncs its children; names the logged events.
  public init(owner: Any.Type) {
    loggedReplay = Replay(owner: owner)
  }

  /// Runs `body` unless a replay is already running, in which case it is an echo and skipped.
  public func replay(_ body: () -> Void) {
    guard !isReplaying else {
      EventLog.record(loggedReplay.ownerName, .guardSkip)
      return
    }
    isReplaying = true
    defer { isReplaying = false }
    loggedReplay(body)
  }
}
