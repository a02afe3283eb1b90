extension StoreRules {
  /// The rules of the store tree whose reducer is running, or that is reading an identity; the
  /// lab's outside of any.
  ///
  /// NB: two of the rules live in the state, not the store: a field's setter decides whether an
  /// equal assignment notifies, and an enum state builds its own identity. In the library both
  /// are compiled in, one release per app; the lab runs trees of two releases in one process, so
  /// the state asks the rules of the tree at work. A state changes only inside its root's send,
  /// and a store reads an identity only in a send or when it is made, and each of those runs
  /// under its tree's rules (``inForce(_:)``).
  @MainActor static var current = StoreRules.lab

  /// Runs `body` with these rules as ``current``, then restores the ones before.
  ///
  /// NB: `body` is synchronous, so nothing else runs on the main actor until it returns: a send
  /// to another tree from inside it (an observation callback that sends) runs under that tree's
  /// rules and restores these. An `await` inside would let other work run under these rules.
  @MainActor func inForce<Result>(_ body: () -> Result) -> Result {
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    return body()
  }
}
