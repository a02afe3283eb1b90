/// A new identity for a container, as `.id(UUID())` gives one on every body run.
///
/// The suite's enum and siblings screens put `.id(UUID())` on their `Form` (to work around stale
/// `@State` in conditional `Form` children), so each run of the parent's body makes the form's
/// content new views: the old ones leave (running once more if they were invalidated) and new
/// ones are inserted. A counter stands in for the UUID, so runs are reproducible.
enum FormIdentity {
  private static var last = 0

  /// An identity no earlier call returned.
  static func next() -> Int {
    last += 1
    return last
  }
}

/// A child's place in a container with an identity: the container's, and the child's slot in it.
struct FormSlot: Hashable {
  let form: Int
  let slot: Int
}
