/// The `enum` scenario: a parent whose destination is one of two child counters, or none.
public enum EnumDestination {}
