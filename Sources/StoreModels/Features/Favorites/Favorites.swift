/// The `favorites` scenario: two tabs sharing state. The counter tab saves or removes the current
/// number as a favorite; the profile tab lists the favorites, each with a remove button.
///
/// The store way to share state between siblings: the app's state stores `count` and `favorites`
/// once, and each tab's state is a computed property over them (``App/State/counter``,
/// ``App/State/profile``). A change made by one tab is, by construction, the state the other
/// reads: there is nothing to replay and nothing to forward. The tabs' states are plain, so their
/// views read them with ``Store/withState(_:)``.
///
/// NB: this is the library's 1.0 shared-state case study; its observation release keeps two
/// `@ObservableState` tabs in step with `.onChange` (``OnChangeApp``, with plain tabs), and a
/// later one shares with `@Shared` (docs/design.md, "Derived child states").
public enum Favorites {}
