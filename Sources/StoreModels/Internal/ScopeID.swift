/// The key of a cached child store.
enum ScopeID: Hashable {
  /// A child scoped with a state key path and an action case key path. Both are ordinary key
  /// paths, so the pair is `Hashable` with no extra work.
  case paths(state: AnyKeyPath, action: AnyKeyPath)
  /// The store of one element of an identified collection, by the element's id.
  case element(AnyHashable)
  /// A child scoped with closures under an id of the caller's choosing (the library's view-store
  /// helpers, as at 1.7.0).
  case custom(AnyHashable)
}
