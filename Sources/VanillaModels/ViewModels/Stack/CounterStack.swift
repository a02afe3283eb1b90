/// The `stack` scenario: a navigation stack of counter screens, pushed and popped by its root.
public enum CounterStack {}
