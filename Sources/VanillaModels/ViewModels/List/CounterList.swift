/// The `list` scenario: a list of counters whose parent shows the first row's count.
public enum CounterList {}
