/// The `list` scenario: a list of counters; the parent shows the first row's count; the first
/// three rows are "Top picks", the rest "You might also like".
///
/// The store way: the rows are an ``IdentifiedArray`` of row states, `forEach` runs a row's
/// reducer in place on the row its action is for (under a release's rules, on the root's copy of
/// the state: ``ForEachReducer``), and `scope` gives the list's view a lazy
/// collection of row stores, cached by row id. Incrementing a row re-renders that row's view
/// (and the parent's, when it is the first row); adding or removing one re-renders the list.
public enum CounterList {}
