/// One copy of shared state replayed into another, logged: a view model's new value replayed
/// into a sibling's with no guard (one-way sync, or two-way sync whose echo is stopped some
/// other way, `removeDuplicates()`, or not at all), or one tab's state written into another's by
/// a store's `onChange` reducer.
///
/// It runs the replay and logs it as `Owner.replay`, as `SyncGuard` logs the replays it lets
/// through, so the lab's `sync` column counts every replay whatever stops the echo. Like the
/// guard, it is the only piece of such a model that talks to the lab (an `@Observable` model's
/// children also talk to it through `ChangeCallback`).
public struct Replay {
  /// The name of the model that syncs its copies, as the log prints it.
  public let ownerName: String

  /// - Parameter owner: The model that syncs its copies; its type's name names the events.
  public init(owner: Any.Type) {
    ownerName = String(describing: owner)
  }

  /// - Parameter ownerName: The name the events carry, for a model whose logs name it with its
  ///   namespace, as the store's do (`Favorites.OnChangeApp`).
  public init(ownerName: String) {
    self.ownerName = ownerName
  }

  /// Logs the replay, then runs it.
  public func callAsFunction(_ body: () -> Void) {
    EventLog.record(ownerName, .replay)
    body()
  }
}
