/// The `favorites` scenario: two tabs sharing one list of favorite numbers.
///
/// The counter tab saves or removes the current number as a favorite; the profile tab lists the
/// favorites in the order saved, each with a remove button. Both tabs read the list, so in the
/// vanilla split into child view models each child holds a copy that the parent keeps in sync.
public enum Favorites {}
