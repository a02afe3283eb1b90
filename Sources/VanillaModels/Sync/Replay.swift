import Instrumentation

/// A sibling sync's replay with no guard, logged: the view models' name for the lab's
/// `Instrumentation.Replay`, which the store's `onChange` models use too, so both schools' replays
/// are counted by one piece.
public typealias Replay = Instrumentation.Replay
