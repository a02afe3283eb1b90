/// An optional reducer runs the one it wraps, or does nothing when it is `nil`: what a
/// ``ReducerBuilder`` `if` without an `else` builds.
extension Optional: Reducer where Wrapped: Reducer {
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) {
    self?.reduce(into: &state, action: action)
  }
}
