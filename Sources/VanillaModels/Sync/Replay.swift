import Instrumentation

/// One view model's new value replayed into another, with no guard: one-way sync, or the
/// two-way sync of a model that stops its echo some other way (`removeDuplicates()`) or not at
/// all.
///
/// It runs the replay and logs it as `Owner.replay`, as ``SyncGuard`` logs the replays it lets
/// through, so the lab's `sync` column counts every replay whatever stops the echo. Like the
/// guard, it is the only piece of such a view model that talks to the lab (an `@Observable`
/// model's children also talk to it through ``ChangeCallback``).
public struct Replay {
  /// The name of the view model that syncs its children, as the log prints it.
  let ownerName: String

  /// - Parameter owner: The view model that syncs its children; names the logged events.
  public init(owner: Any.Type) {
    ownerName = String(describing: owner)
  }

  /// Logs the replay, then runs it.
  public func callAsFunction(_ body: () -> Void) {
    EventLog.record(ownerName, .replay)
    body()
  }
}
