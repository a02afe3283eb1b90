/// The `basics` scenario: one counter.
public enum Basics {}
