/// Counts work the event log does not list line by line, so tests can assert how work grows
/// with the size of an app from call counts instead of wall time.
public enum WorkCounter {
  /// Stores a send reached to hand their state down (one per store visited after a send).
  public static var storeUpdates = 0
}
