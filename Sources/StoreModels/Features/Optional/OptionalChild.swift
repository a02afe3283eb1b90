/// The `optional` scenario: a parent with an optional child counter it can create and destroy,
/// and that on request also shows the child's count.
///
/// The store way: the child's state is an optional field of the parent's state. `ifLet` runs the
/// child's reducer while the child is present, and `scope` gives the child's view an optional
/// store. A parent view that only scopes to the child re-renders when the child appears or
/// disappears, not when its count changes; one that shows the count reads it, and re-renders
/// with it. Nothing is forwarded by hand.
public enum OptionalChild {}
