/// The `enum` scenario: a parent whose destination is one of two child counters, a note, or
/// none.
public enum EnumDestination {}
