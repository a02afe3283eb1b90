/// The `enum` scenario: a parent whose destination is one of two child counters, a note, or
/// none.
///
/// The store way: the destination is an optional enum state, one case per destination, with an
/// identity built from its case (``Destination/State/_$id``). The parent's view scopes to the
/// optional destination and then to one case; it re-renders when the destination changes case,
/// not when the presented counter changes. A counter dismisses itself by sending an action its
/// parent handles. The note's case carries a plain number, so (under ``StoreRules/lab``) a new
/// number is a new identity: the parent's view and the note's re-render, as both show it.
public enum EnumDestination {}
