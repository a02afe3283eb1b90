/// The `stack` scenario: a navigation stack of counter screens; the root pushes and pops them and
/// shows how many there are.
///
/// The store way: the stack is an ``IdentifiedArray`` of screen states, bottom first; `forEach`
/// runs a screen's reducer in place on the screen its action is for (under a release's rules, on
/// the root's copy of the state: ``ForEachReducer``), and `scope` gives the root's
/// view a lazy collection of screen stores, cached by screen id. Popping a screen removes its
/// state, so its store becomes invalid and (under ``StoreRules/lab``) leaves the cache in the same
/// send.
public enum CounterStack {}
