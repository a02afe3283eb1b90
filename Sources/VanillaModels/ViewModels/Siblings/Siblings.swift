/// The `siblings` scenario: two counters side by side that the parent resets or swaps.
public enum Siblings {}
