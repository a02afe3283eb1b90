/// The `todos` scenario: todos with a filter, clear completed and a completed list cut to three.
public enum Todos {}
