import Observation

/// A value type whose fields can be observed, and which has an identity that copies share.
///
/// This is what the store library's `@ObservableState` macro conforms a state to. Two members
/// make value-type observation precise:
///
/// - ``_$id`` is shared by every copy of a value until one of them is modified in place or
///   replaced, so a parent can tell "the same child, changed inside" (its own readers need not
///   re-render) from "a different child" (they must).
/// - ``_$willModify()`` gives the value a fresh identity; a parent calls it before modifying the
///   child in place, so that assigning an old copy back later is still seen as a change.
///
/// Structs conform through ``ObservableStruct``, which supplies both members. The protocol is
/// main-actor isolated, like the stores that hold the state.
@MainActor
public protocol ObservableState: Observable {
  /// The value's identity: equal for copies, fresh after ``_$willModify()``.
  var _$id: ObservableStateID { get }
  /// Gives the value a fresh identity, before it is modified in place.
  mutating func _$willModify()
}
