/// The `siblings` scenario: two counters side by side that the parent resets or swaps.
///
/// Not the sibling-sync example (these siblings share no state): see ``Favorites`` and
/// `Sync/SyncGuard.swift`.
public enum Siblings {}
