/// The `basics` scenario: one counter with increment, decrement and reset buttons.
public enum Basics {}
