import Observation

/// An optional observable state is observable state: its identity is the wrapped value's, or one
/// stable identity for `nil` that no present value has (not even an enum in a payload-less case).
///
/// So a tracked field `var child: Child.State?` notifies its readers when the child appears,
/// disappears or is replaced, and not when it changes inside.
extension Optional: @retroactive Observable, @MainActor ObservableState
where Wrapped: ObservableState {
  public var _$id: ObservableStateID {
    self?._$id ?? .absent
  }

  public mutating func _$willModify() {
    self?._$willModify()
  }
}
