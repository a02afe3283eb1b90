/// The key of a cached child store: the state key path and the action case key path it was
/// scoped with. Both are ordinary key paths, so the pair is `Hashable` with no extra work.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}
