/// The `optional` scenario: a parent with an optional child counter it can create and destroy,
/// and that on request also shows the child's count.
public enum OptionalChild {}
