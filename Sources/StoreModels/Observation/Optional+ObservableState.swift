import Observation

/// An optional observable state is observable state: its identity is the wrapped value's, or one
/// stable identity for `nil`.
///
/// So a tracked field `var child: Child.State?` notifies its readers when the child appears,
/// disappears or is replaced, and not when it changes inside.
extension Optional: @retroactive Observable, @MainActor ObservableState
where Wrapped: ObservableState {
  public var _$id: ObservableStateID {
    self?._$id ?? ObservableStateID(case: 0)
  }

  public mutating func _$willModify() {
    self?._$willModify()
  }
}
