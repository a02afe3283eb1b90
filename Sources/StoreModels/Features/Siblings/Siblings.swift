/// The `siblings` scenario: two counters side by side; the parent can reset both or swap them,
/// and each counter can reset itself.
///
/// The store way: the two counters are fields of the parent's state. A counter resets itself by
/// replacing its whole state with a fresh value (`state = State()`); the fresh value's new
/// identity is what tells its readers to re-render, whatever its fields. Swapping exchanges the
/// two values, identities included, so each slot's view re-renders with the other's counter.
public enum Siblings {}
